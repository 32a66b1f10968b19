// A product card drawn from the small summary a wishlist entry keeps (the wishlist page's grid).
import type { ProductSummary } from '../../../domain/wishlist.ts';
import { CardLayout } from './product-card.tsx';

export function SummaryCard({ summary }: { summary: ProductSummary }) {
  const image = summary.imageId
    ? { mediaId: summary.imageId, width: 1120, height: 1400, alt: summary.name }
    : undefined;
  return <CardLayout summary={summary} image={image} priority={false} isNew={false} soldOut={false} colorCount={0} />;
}
