// The hero shown when no hero slide is active: the brand's promise in type alone, with the way into the shop.
import { BRAND } from '../../../domain/brand.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { HERO_HEIGHT } from './hero-carousel.tsx';

export function TextHero() {
  return (
    <section className={`${HERO_HEIGHT} flex items-center bg-sand`}>
      <div className="mx-auto w-full max-w-7xl px-5 sm:px-6 lg:px-8">
        <p className="text-xs font-semibold uppercase tracking-[0.25em] text-madder">{BRAND.tagline}</p>
        <h1 className="mt-4 max-w-3xl text-[2.5rem] leading-[1.08] font-semibold text-balance sm:text-6xl">Clothing made by hand, for every day and every occasion</h1>
        <p className="mt-5 max-w-xl text-base leading-relaxed text-muted sm:text-lg">{BRAND.description}</p>
        <ButtonLink to="/shop" prefetch="intent" className="mt-8">
          Shop the collection
        </ButtonLink>
      </div>
    </section>
  );
}
