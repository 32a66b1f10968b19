// Colour images on a desktop: the chosen colour's picture leads the gallery, and the bag and checkout show it.
import { test } from '@playwright/test';
import { colourImagesJourney } from './pages/colour-journey.ts';

test("choosing a colour shows its picture first; the bag and the checkout picture that colour's line", async ({
  page,
}) => {
  await colourImagesJourney(page);
});
