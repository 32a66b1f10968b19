// The Customers tab's four figures (SPEC §2): every customer, active this month, high value, new this week; computed by
// the server over all customers, whatever filter the list below shows.
import { HIGH_VALUE_MIN_ORDERS } from '../../../../domain/limits.ts';
import { Clock } from '../../../ui/icons/clock.ts';
import { Gem } from '../../../ui/icons/gem.ts';
import { ShoppingBag } from '../../../ui/icons/shopping-bag.ts';
import { Users } from '../../../ui/icons/users.ts';
import type { CustomerStats as Stats } from './customer-types.ts';
import { StatCard } from './stat-card.tsx';

export function CustomerStats({ stats }: { stats: Stats }) {
  return (
    <ul aria-label="Customer figures" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard icon={Users} label="Total customers" value={stats.total} note="Every account except admins" />
      <StatCard
        icon={ShoppingBag}
        label="Active this month"
        value={stats.activeThisMonth}
        note="Ordered this calendar month"
      />
      <StatCard
        icon={Gem}
        label="High value"
        value={stats.highValue}
        note={`More than ${HIGH_VALUE_MIN_ORDERS - 1} orders`}
      />
      <StatCard icon={Clock} label="New this week" value={stats.newThisWeek} note="Joined in the last 7 days" />
    </ul>
  );
}
