// Public entry of the procedural artwork generator: product photos, hero banners and category banners as SVG strings.
export { productArtwork, type ProductArtworkInput } from './product.ts';
export { heroArtwork, type HeroArtworkInput } from './hero.ts';
export { categoryArtwork, type CategoryArtworkInput } from './category.ts';
