// The home page below its hero: category banners, New Arrivals, the brand story, Featured and the newsletter box.
// The route hydrates them once the page is interactive (web/lib/deferred-hydration.tsx): their HTML is the server's
// from the first byte, and their code (the product cards, the wishlist hearts) stays out of the page's first download.
import type { HomeImageView } from '../../../domain/schemas/content.ts';
import type { ProductCardView } from '../catalog/index.ts';
import { BrandStory } from './brand-story.tsx';
import { CategoryBanners } from './category-banners.tsx';
import { NewsletterSection } from './newsletter-section.tsx';
import { ProductRail } from './product-rail.tsx';

interface HomeSectionsProps {
  categories: HomeImageView[];
  newArrivals: ProductCardView[];
  featured: ProductCardView[];
}

export function HomeSections({ categories, newArrivals, featured }: HomeSectionsProps) {
  return (
    <>
      <CategoryBanners images={categories} />
      <ProductRail
        id="home-new"
        eyebrow="Just in"
        title="New Arrivals"
        viewAllTo="/shop?sortBy=createdAt&sortOrder=desc"
        products={newArrivals}
      />
      <BrandStory />
      <ProductRail
        id="home-featured"
        eyebrow="Our finest"
        title="Featured"
        viewAllTo="/shop?sortBy=price&sortOrder=desc"
        products={featured}
      />
      <NewsletterSection />
    </>
  );
}
