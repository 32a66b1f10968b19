// The four category banners (women, girl, boy, shop all), each one link, falling back to defaults where the admin left gaps.
import { Link } from 'react-router';
import { CATEGORY_BANNER_FALLBACKS, CATEGORY_BANNER_TYPES, type CategoryBannerType } from '../../../domain/content.ts';
import type { HomeImageView } from '../../../domain/schemas/content.ts';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import { SectionHeading } from './section-heading.tsx';

const BANNER_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, 50vw';

/** Stand-in colours when a banner has no image: the brand's dye colours, one per category. */
const PLACEHOLDER: Record<CategoryBannerType, string> = {
  w1: 'bg-madder',
  g1: 'bg-gold',
  b1: 'bg-indigo',
  s1: 'bg-leaf',
};

interface Banner {
  type: CategoryBannerType;
  title: string;
  subtitle: string;
  buttonText: string;
  link: string;
  image: HomeImageView | undefined;
}

export function bannerOf(type: CategoryBannerType, images: HomeImageView[]): Banner {
  // Images arrive oldest first; the newest active one of a type is the one the admin chose last.
  const image = images.findLast((i) => i.imageType === type);
  const fallback = CATEGORY_BANNER_FALLBACKS[type];
  return {
    type,
    title: image?.title || fallback.title,
    subtitle: image?.subtitle ?? '',
    buttonText: image?.buttonText || fallback.buttonText,
    link: image?.link || fallback.link,
    image,
  };
}

export function CategoryBanners({ images }: { images: HomeImageView[] }) {
  return (
    <section aria-labelledby="home-categories" className="mx-auto max-w-7xl px-4 pt-14 sm:px-6 lg:px-8 lg:pt-20">
      <SectionHeading id="home-categories" eyebrow="Shop by category" title="Made for the whole family" />
      <ul className="mt-7 grid grid-cols-2 gap-3 sm:gap-4 lg:mt-9 lg:grid-cols-4 lg:gap-6">
        {CATEGORY_BANNER_TYPES.map((type) => (
          <li key={type}>
            <CategoryBanner banner={bannerOf(type, images)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CategoryBanner({ banner }: { banner: Banner }) {
  return (
    <Link
      to={banner.link}
      prefetch="intent"
      className="group relative block aspect-[4/5] overflow-hidden rounded-sm bg-sand"
    >
      {banner.image ? (
        <ResponsiveImage
          mediaId={banner.image.mediaId}
          alt=""
          width={banner.image.width}
          height={banner.image.height}
          sizes={BANNER_SIZES}
          className="h-full w-full object-cover transition duration-700 group-hover:scale-[1.04] motion-reduce:group-hover:scale-100"
        />
      ) : (
        <div aria-hidden className={`h-full w-full ${PLACEHOLDER[banner.type]}`} />
      )}
      <div aria-hidden className="absolute inset-x-0 bottom-0 h-3/5 bg-linear-to-t from-ink/80 via-ink/35 to-ink/0" />
      <div className="absolute inset-x-0 bottom-0 p-3 text-white sm:p-5">
        <h3 className="text-xl leading-tight font-semibold sm:text-2xl lg:text-[1.7rem]">{banner.title}</h3>
        {banner.subtitle && <p className="mt-1 hidden text-sm text-white/85 sm:block">{banner.subtitle}</p>}
        <span className="mt-2 inline-flex items-center gap-1 border-b border-white/60 pb-0.5 text-[11px] font-semibold uppercase tracking-[0.14em] transition group-hover:border-white sm:mt-3 sm:text-xs">
          {banner.buttonText}
          <span aria-hidden className="transition-transform group-hover:translate-x-0.5">
            →
          </span>
        </span>
      </div>
    </Link>
  );
}
