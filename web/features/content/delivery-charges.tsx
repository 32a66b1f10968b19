// The delivery charges as the shop's settings give them (DECISIONS D5), with a worked example for orders sent abroad.
import { useRouteLoaderData } from 'react-router';
import { DEFAULT_DELIVERY_RATES } from '../../../domain/pricing.ts';
import { formatPkr } from '../../../domain/money.ts';
import type { loader as rootLoader } from '../../root.tsx';

export function useDeliveryRates() {
  return useRouteLoaderData<typeof rootLoader>('root')?.deliveryRates ?? DEFAULT_DELIVERY_RATES;
}

export function DomesticCharge() {
  const rates = useDeliveryRates();
  return (
    <p>
      A flat <strong className="font-semibold text-ink">{formatPkr(rates.domesticFlat)}</strong> per order, however many
      pieces it holds.
    </p>
  );
}

export function InternationalCharge() {
  const rates = useDeliveryRates();
  const threePieces = rates.internationalBase + rates.internationalPerExtraItem * 2;
  return (
    <p>
      <strong className="font-semibold text-ink">{formatPkr(rates.internationalBase)}</strong> for the first item plus{' '}
      <strong className="font-semibold text-ink">{formatPkr(rates.internationalPerExtraItem)}</strong> for each further
      item. For example, three items sent abroad cost {formatPkr(threePieces)} to deliver.
    </p>
  );
}
