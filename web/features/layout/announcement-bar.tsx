// The thin bar above the header: the delivery promise, with the rate from shop settings.
import { useRouteLoaderData } from 'react-router';
import { formatPkr } from '../../../domain/money.ts';
import type { loader as rootLoader } from '../../root.tsx';

export function AnnouncementBar() {
  const data = useRouteLoaderData<typeof rootLoader>('root');
  const flat = data?.deliveryRates.domesticFlat;
  return (
    <p className="bg-indigo px-4 py-2 text-center text-[11px] font-medium uppercase tracking-[0.18em] text-ivory sm:text-xs">
      Handmade to last ·{' '}
      {flat !== undefined ? `Delivery anywhere in Pakistan ${formatPkr(flat)}` : 'Delivery across Pakistan'}
    </p>
  );
}
