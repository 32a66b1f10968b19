// The Inventory section's figures (GET /api/products/all stats): every product, active and inactive, and how many
// need stock (low: 10 or fewer in some size; out: none left in any size).
import { LOW_STOCK_MAX } from '../../../../domain/limits.ts';
import type { InventoryStats as Stats } from './inventory-list.ts';

export function InventoryStats({ stats }: { stats: Stats }) {
  const cards = [
    { label: 'Products', value: stats.total, note: 'in the catalog', tone: 'text-ink' },
    { label: 'Active', value: stats.active, note: 'shown in the shop', tone: 'text-leaf' },
    { label: 'Inactive', value: stats.inactive, note: 'hidden from shoppers', tone: 'text-muted' },
    {
      label: 'Low stock',
      value: stats.lowStock,
      note: `${LOW_STOCK_MAX} or fewer in a size`,
      tone: stats.lowStock ? 'text-gold' : 'text-ink',
    },
    {
      label: 'Out of stock',
      value: stats.outOfStock,
      note: 'none left in any size',
      tone: stats.outOfStock ? 'text-madder' : 'text-ink',
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {cards.map((card) => (
        <div
          key={card.label}
          className="rounded-xl border border-linen bg-white px-4 py-3 last:col-span-2 sm:last:col-span-1"
        >
          <dt className="text-xs font-semibold uppercase tracking-wider text-muted">{card.label}</dt>
          <dd className={`mt-1 font-display text-3xl tabular-nums ${card.tone}`}>{card.value}</dd>
          <dd className="text-xs text-muted">{card.note}</dd>
        </div>
      ))}
    </dl>
  );
}
