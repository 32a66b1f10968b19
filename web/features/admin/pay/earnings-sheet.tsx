// An artisan's pay (issue 30), opened from the Workers tab by admins: their earnings for a period (this week, last
// week, this month or two dates), the lines and what is earned, paid and still to pay, the period's payouts, 'Mark
// paid' and the statement as PDF or CSV. A monthly-paid artisan is told plainly they earn no piece pay.
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import type { ArtisanView, EarningsView, PayoutPayload } from '../../../../domain/schemas/workshop.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { FormNotice } from '../../../ui/form-messages.tsx';
import {
  AdminSheet,
  ChangeFeedback,
  ListAlert,
  ListEmptyNote,
  ListLoading,
  SheetHeader,
  useRecordChange,
} from '../kit/index.ts';
import { EarningsLines } from './earnings-lines.tsx';
import { EarningsSummary, PayoutList } from './earnings-summary.tsx';
import { MarkPaidForm } from './mark-paid-form.tsx';
import { periodLabel, presetPeriod, type PayPeriod, type PeriodPreset } from './pay-period.ts';
import { PAY_TEXTS } from './pay-texts.ts';
import { PeriodPicker } from './period-picker.tsx';
import { StatementDownloads } from './statement-downloads.tsx';

export function EarningsSheet({ artisan, onClose }: { artisan: ArtisanView | null; onClose(): void }) {
  return (
    <AdminSheet open={artisan !== null} onClose={onClose} widthClass="sm:w-[min(94vw,56rem)]">
      {artisan && <Earnings key={artisan.id} artisan={artisan} />}
    </AdminSheet>
  );
}

function Earnings({ artisan }: { artisan: ArtisanView }) {
  const [preset, setPreset] = useState<PeriodPreset>('thisWeek');
  const [period, setPeriod] = useState<PayPeriod>(() => presetPeriod('thisWeek'));
  const query = new URLSearchParams({ from: period.from, to: period.to });
  const earnings = useApiQuery<EarningsView>(`/workshop/artisans/${artisan.id}/earnings?${query}`, {
    failure: (err) => failureMessage(err, PAY_TEXTS.earningsLoadFailed),
    keepPreviousData: true,
  });
  const change = useRecordChange<EarningsView>((view) => earnings.setData(() => view));
  const view = earnings.data;

  const pay = (payload: PayoutPayload) =>
    change.send(
      `/workshop/artisans/${artisan.id}/payouts`,
      payload,
      { failed: PAY_TEXTS.payFailed, done: () => PAY_TEXTS.paid(artisan.name, payload.amount) },
      'POST',
    );

  return (
    <>
      <SheetHeader closeLabel="Close earnings">
        <Dialog.Title className="font-display text-xl text-ink sm:text-2xl">{artisan.name}’s earnings</Dialog.Title>
        <Dialog.Description className="mt-1 text-sm text-muted">{periodLabel(period)}</Dialog.Description>
      </SheetHeader>
      <div className="flex-1 space-y-5 overflow-y-auto px-4 py-5 sm:px-6">
        <PeriodPicker
          preset={preset}
          period={period}
          onChange={(nextPreset, nextPeriod) => {
            setPreset(nextPreset);
            setPeriod(nextPeriod);
          }}
        />
        {artisan.payType === 'monthly' && <FormNotice tone="info" message={PAY_TEXTS.monthly(artisan.name)} />}
        <ListAlert actionError={null} loadError={earnings.error} onRetry={earnings.reload} />
        {!view ? (
          earnings.loading && <ListLoading label="Loading earnings…" />
        ) : (
          <div aria-busy={earnings.loading} className="space-y-5">
            <EarningsSummary view={view} />
            <ChangeFeedback failure={change.failure} notice={change.notice} />
            <StatementDownloads artisan={artisan} period={period} />
            {view.lines.length === 0 ? (
              <ListEmptyNote>No finished stages in this period.</ListEmptyNote>
            ) : (
              <EarningsLines lines={view.lines} />
            )}
            {view.unpaid > 0 && (
              <MarkPaidForm
                key={`${view.from} ${view.to} ${view.unpaid}`}
                period={{ from: view.from, to: view.to }}
                unpaid={view.unpaid}
                busy={change.busy}
                onPay={pay}
              />
            )}
            <PayoutList payouts={view.payouts} />
          </div>
        )}
      </div>
    </>
  );
}
