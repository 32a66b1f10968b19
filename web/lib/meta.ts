// Page titles and social-preview tags, consistent across routes.
import { BRAND } from '../../domain/brand.ts';

export function pageTitle(title?: string): string {
  return title ? `${title} | ${BRAND.name}` : `${BRAND.name} | ${BRAND.tagline}`;
}

export function socialMeta({
  title,
  description,
  image,
  url,
  type = 'website',
}: {
  title: string;
  description: string;
  image?: string;
  url?: string;
  type?: string;
}) {
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:site_name', content: BRAND.name },
    { property: 'og:type', content: type },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    ...(url
      ? [
          { property: 'og:url', content: url },
          { tagName: 'link', rel: 'canonical', href: url },
        ]
      : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ];
}
