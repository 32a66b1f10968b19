// The hero shown when no hero slide is active: the brand's promise in type alone, with the way into the shop.
import { Link } from 'react-router';
import { BRAND } from '../../../domain/brand.ts';
import { AjrakBorder } from '../../ui/ajrak-border.tsx';
import { HERO_HEIGHT } from './hero-carousel.tsx';

export function TextHero() {
  return (
    <section className={`${HERO_HEIGHT} relative flex items-center bg-sand`}>
      <div className="mx-auto w-full max-w-7xl px-5 sm:px-6 lg:px-8">
        <p className="text-xs font-semibold uppercase tracking-[0.25em] text-madder">{BRAND.tagline}</p>
        <h1 className="mt-4 max-w-3xl text-[2.5rem] leading-[1.08] font-semibold text-balance sm:text-6xl">
          Clothing made by hand, for every day and every occasion
        </h1>
        <p className="mt-5 max-w-xl text-base leading-relaxed text-muted sm:text-lg">{BRAND.description}</p>
        <Link
          to="/shop"
          prefetch="intent"
          className="mt-8 inline-flex rounded-full bg-ink px-7 py-3 text-sm font-semibold tracking-wide text-white transition hover:bg-madder"
        >
          Shop the collection
        </Link>
      </div>
      <AjrakBorder className="absolute inset-x-0 bottom-0" />
    </section>
  );
}
