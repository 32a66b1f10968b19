// The home page's face: its sections, for the home route.
export { HeroCarousel } from './hero-carousel.tsx';
export { TextHero } from './text-hero.tsx';

// Loaded on demand: each keeps its own chunk, fetched only when a page needs it.
export const loadHomeSections = () => import('./home-sections.tsx');
