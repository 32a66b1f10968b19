// Home / Shop / Category / product name, above the product.
import { ChevronRight } from '../../ui/icons/chevron-right.ts';
import { Link } from 'react-router';
import { categoryLabel, plainName } from '../../../domain/product-names.ts';
import type { ProductView } from '../../../domain/schemas/product-views.ts';

export function Breadcrumb({ product }: { product: Pick<ProductView, 'name' | 'category'> }) {
  const links = [
    { to: '/', label: 'Home' },
    { to: '/shop', label: 'Shop' },
    { to: `/shop?category=${product.category}`, label: categoryLabel(product.category) },
  ];
  const separator = <ChevronRight className="h-3 w-3 shrink-0 text-muted/60" aria-hidden />;
  return (
    <nav aria-label="Breadcrumb" className="text-xs text-muted">
      <ol className="flex items-center gap-1.5 overflow-hidden">
        {links.map((link) => (
          <li key={link.to} className="flex shrink-0 items-center gap-1.5">
            <Link to={link.to} className="transition hover:text-ink hover:underline">
              {link.label}
            </Link>
            {separator}
          </li>
        ))}
        <li aria-current="page" className="truncate text-ink">
          {plainName(product.name)}
        </li>
      </ol>
    </nav>
  );
}
