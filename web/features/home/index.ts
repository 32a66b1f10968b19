// The home page's face: its sections, for the home route.
export { HeroCarousel } from './hero-carousel.tsx';
export { TextHero } from './text-hero.tsx';
export { loadHomeSections } from './load-home-sections.ts';
