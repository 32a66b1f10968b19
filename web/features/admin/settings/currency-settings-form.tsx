// The Currency card: where the exchange rates came from and how old they are, what a shopper abroad sees for a rupee
// price, the markup on converted prices (PUT /api/settings/currency) and "Refresh rates now" (POST
// /api/currency/refresh). Orders stay in rupees whatever is set here.
import { useState } from 'react';
import { convertFromPkr, formatMoney, MAX_MARKUP_PERCENT, type RatesSnapshot } from '../../../../domain/currency.ts';
import { deadlineTime } from '../../../../domain/payment-deadline.ts';
import { currencySettingsSchema, type CurrencySettingsPayload } from '../../../../domain/schemas/currency.ts';
import { ApiError, apiRequest } from '../../../lib/api.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert, FormNotice } from '../../../ui/form-messages.tsx';
import { Globe } from '../../../ui/icons/globe.ts';
import { RefreshCcw } from '../../../ui/icons/refresh-ccw.ts';
import { SettingsCard, SettingsInput } from './settings-card.tsx';
import { useSettingsSave } from './use-settings-save.ts';

const SOURCE_WORDS: Record<RatesSnapshot['source'], string> = {
  live: 'Live from the rates service',
  stored: 'Stored copy of the last fetch',
  fallback: 'Built-in fallback rates',
  'fallback-max-attempts': 'Built-in fallback rates (the rates service did not answer)',
};

/** The rupee amount the examples convert, and the currencies shoppers abroad most often see. */
const EXAMPLE_PKR = 10_000;
const EXAMPLE_CURRENCIES = ['GBP', 'USD', 'AED', 'SAR', 'CAD', 'EUR'] as const;

/** 'just now', '12 minutes ago', '3 hours ago', '2 days ago'. */
function ageInWords(fromIso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - new Date(fromIso).getTime()) / 60_000));
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'} ago`;
  if (minutes < 1) return 'just now';
  if (minutes < 60) return unit(minutes, 'minute');
  if (minutes < 48 * 60) return unit(Math.floor(minutes / 60), 'hour');
  return unit(Math.floor(minutes / 1440), 'day');
}

/** An empty box is "missing" (the schema says it is required), not zero. */
const percentOf = (typed: string) => (typed.trim() === '' ? undefined : Number(typed.trim().replace(/%$/, '')));

export function CurrencySettingsForm({ initial }: { initial: CurrencySettingsPayload }) {
  const [typed, setTyped] = useState(String(initial.markupPercent));
  // Ages count from when the rates were last read: a render must not read the clock.
  const [readAt, setReadAt] = useState(() => Date.now());
  // Shoppers' browsers may keep the rates for minutes; the admin must see them as they are now, so each read has an
  // address of its own.
  const rates = useApiQuery<RatesSnapshot>(`/currency/rates?read=${readAt}`, {
    failure: (err) => failureMessage(err, 'Failed to load the exchange rates'),
    keepPreviousData: true,
  });
  const [refreshing, setRefreshing] = useState(false);
  const [refreshNote, setRefreshNote] = useState<{ ok: boolean; message: string } | null>(null);
  const reloadRates = () => setReadAt(Date.now());
  const save = useSettingsSave({
    path: '/settings/currency',
    schema: currencySettingsSchema,
    savedMessage: 'Markup saved. Prices in other currencies include it from the next page a shopper opens.',
    failure: 'Failed to save the markup',
    onSaved: (answer) => {
      setTyped(String((answer as CurrencySettingsPayload).markupPercent));
      reloadRates();
    },
  });

  async function refresh() {
    setRefreshing(true);
    setRefreshNote(null);
    try {
      await apiRequest<RatesSnapshot>('/currency/refresh', { method: 'POST' });
      setRefreshNote({ ok: true, message: 'Rates refreshed from the rates service.' });
    } catch (err) {
      // A 502 is the rates service's failure, in words the admin can act on (the shop itself is fine).
      const message =
        err instanceof ApiError && err.status === 502
          ? `${err.message}. The rates shown are kept.`
          : failureMessage(err, 'Failed to refresh the rates. Please try again.');
      setRefreshNote({ ok: false, message });
    } finally {
      setRefreshing(false);
      reloadRates();
    }
  }

  const snapshot = rates.data;
  return (
    <SettingsCard
      icon={Globe}
      title="Currency"
      description="Shoppers abroad see prices converted from rupees at these rates, marked as approximate. Every order is still priced and paid in rupees."
      save={save}
      saveLabel="Save markup"
      onSubmit={() => void save.save({ markupPercent: percentOf(typed) })}
    >
      <div className="rounded-xl bg-sand/60 px-4 py-3 text-sm leading-relaxed text-ink" data-testid="rates-status">
        {snapshot ? (
          <>
            <p>
              <span className="font-semibold">{SOURCE_WORDS[snapshot.source]}</span>, updated{' '}
              <time dateTime={snapshot.lastUpdated} title={deadlineTime(snapshot.lastUpdated)}>
                {ageInWords(snapshot.lastUpdated, readAt)}
              </time>{' '}
              <span className="text-muted">({deadlineTime(snapshot.lastUpdated)})</span>
            </p>
            <p className="mt-1">
              {formatMoney(EXAMPLE_PKR, 'PKR')} = approx.{' '}
              {EXAMPLE_CURRENCIES.map((c) => formatMoney(convertFromPkr(EXAMPLE_PKR, c, snapshot.rates), c)).join(', ')}
            </p>
          </>
        ) : (
          <p className="text-muted">{rates.error ?? 'Loading the exchange rates…'}</p>
        )}
      </div>
      <div className="space-y-3">
        <Button
          variant="secondary"
          className="min-h-11 w-full sm:w-auto"
          disabled={refreshing}
          aria-busy={refreshing}
          onClick={() => void refresh()}
        >
          <RefreshCcw className="h-4 w-4" aria-hidden />
          {refreshing ? 'Refreshing…' : 'Refresh rates now'}
        </Button>
        <div className="*:empty:hidden">
          {refreshNote?.ok === false ? (
            <FormAlert message={refreshNote.message} />
          ) : (
            <FormNotice message={refreshNote?.message} />
          )}
        </div>
      </div>
      <SettingsInput
        name="markupPercent"
        label="Markup on converted prices (%)"
        inputMode="decimal"
        className="sm:max-w-xs"
        hint={`0 to ${MAX_MARKUP_PERCENT}: added to every price shown in another currency, e.g. to cover the shopper's bank's exchange margin. Rupee prices never change.`}
        value={typed}
        save={save}
        onChange={setTyped}
      />
    </SettingsCard>
  );
}
