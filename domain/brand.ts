// The shop's name and the words it uses about itself, in one place.
export const BRAND = {
  name: 'Hunar',
  tagline: 'Handmade in Pakistan',
  description:
    'Handmade clothing for women, girls and boys: hand block-printed, embroidered and stitched by artisans across Pakistan.',
} as const;
