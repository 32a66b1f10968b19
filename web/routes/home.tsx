// / : the home page (SPEC §2): hero carousel, category banners, New Arrivals, Featured, brand story, newsletter.
import { BRAND } from '../../domain/brand.ts';
import { FEATURED_COUNT, NEW_ARRIVALS_COUNT } from '../../domain/limits.ts';
import { mediaUrl } from '../../domain/media.ts';
import { toProductCard } from '../features/catalog/index.ts';
import { HeroCarousel, loadHomeSections, TextHero } from '../features/home/index.ts';
import { deferredHydration } from '../lib/deferred-hydration.tsx';
import { pageTitle, socialMeta } from '../lib/meta.ts';
import type { Route } from './+types/home';
import { READS_NO_QUERY } from '../lib/page-handle.ts';

export const handle = READS_NO_QUERY;

/** Everything below the hero hydrates once the page is interactive; the hero's carousel works from the start. */
const HomeSections = deferredHydration(() => loadHomeSections().then((m) => m.HomeSections));

/** The width of the preview image offered to WhatsApp, Facebook and Instagram link previews. */
const OG_IMAGE_WIDTH = 1280;

export async function loader({ context }: Route.LoaderArgs) {
  const [images, newArrivals, featured] = await Promise.all([
    context.services.content.activeImages(),
    context.services.catalog.newArrivals(NEW_ARRIVALS_COUNT),
    context.services.catalog.featured(FEATURED_COUNT),
  ]);
  return {
    images,
    newArrivals: newArrivals.map(toProductCard),
    featured: featured.map(toProductCard),
    origin: context.publicUrl,
  };
}

export function meta({ data }: Route.MetaArgs) {
  const hero = data?.images.hero[0];
  // JPEG rather than the page's WebP: every link-preview crawler reads JPEG.
  const image = data && hero ? `${data.origin}${mediaUrl(hero.mediaId, OG_IMAGE_WIDTH, 'jpg')}` : undefined;
  const tags = socialMeta({
    title: pageTitle(),
    description: BRAND.description,
    image,
    url: data ? `${data.origin}/` : undefined,
  });
  if (!hero) return tags;
  return [
    ...tags,
    { property: 'og:image:width', content: String(OG_IMAGE_WIDTH) },
    { property: 'og:image:height', content: String(Math.round((OG_IMAGE_WIDTH * hero.height) / hero.width)) },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { images, newArrivals, featured } = loaderData;
  return (
    <>
      {images.hero.length > 0 ? (
        <>
          <h1 className="sr-only">
            {BRAND.name}: handmade clothing for women, girls and boys, {BRAND.tagline.toLowerCase()}
          </h1>
          <HeroCarousel slides={images.hero} />
        </>
      ) : (
        <TextHero />
      )}
      <HomeSections categories={images.categories} newArrivals={newArrivals} featured={featured} />
    </>
  );
}
