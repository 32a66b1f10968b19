// What search engines and link previews read about a product: meta tags, Open Graph and schema.org Product data.
import { BRAND } from '../../../domain/brand.ts';
import { categoryLabel, plainName } from '../../../domain/product-names.ts';
import { mediaUrl } from '../../../domain/media.ts';
import type { ProductView } from '../../../domain/schemas/product-views.ts';
import { pageTitle, socialMeta } from '../../lib/meta.ts';
import { featuredImage } from '../catalog/index.ts';

/** Orders are charged in PKR only (DECISIONS X12), so that is the currency search engines and previews see. */
const CURRENCY = 'PKR';
const META_DESCRIPTION_MAX = 155;

export function productUrl(origin: string, prodId: string): string {
  return `${origin}/product/${encodeURIComponent(prodId)}`;
}

/** JPEG rather than WebP: WhatsApp and Facebook previews are most reliable with it. */
function shareImageUrl(origin: string, mediaId: string): string {
  return `${origin}${mediaUrl(mediaId, 1280, 'jpg')}`;
}

/** The text cut at a word boundary to fit a search-result snippet. */
export function metaDescription(text: string, max = META_DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

export function productMeta(product: ProductView, origin: string) {
  const image = featuredImage(product);
  const name = plainName(product.name);
  return [
    ...socialMeta({
      title: pageTitle(name),
      description: metaDescription(product.description),
      image: image ? shareImageUrl(origin, image.mediaId) : undefined,
      url: productUrl(origin, product.prodId),
      type: 'product',
    }),
    ...(image ? [{ property: 'og:image:alt', content: image.alt || name }] : []),
    { property: 'product:price:amount', content: String(product.price) },
    { property: 'product:price:currency', content: CURRENCY },
  ];
}

export const notFoundMeta = () => [{ title: pageTitle('Product not found') }, { name: 'robots', content: 'noindex' }];

export function productJsonLd(product: ProductView, images: readonly { mediaId: string }[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: plainName(product.name),
    sku: product.prodId,
    description: product.description,
    category: categoryLabel(product.category),
    image: images.map((i) => shareImageUrl(origin, i.mediaId)),
    brand: { '@type': 'Brand', name: BRAND.name },
    offers: {
      '@type': 'Offer',
      price: product.price,
      priceCurrency: CURRENCY,
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      url: productUrl(origin, product.prodId),
    },
  };
}

/** JSON for an inline data script, with '<' escaped so no product text can close the script element. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
