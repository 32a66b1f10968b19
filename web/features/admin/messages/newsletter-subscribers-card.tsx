// The Messages section's "Newsletter subscribers" card (newsletter:manage, admins only): how many are subscribed, a
// search, 50 a page newest first, Export CSV (DECISIONS X9) and Remove after a confirmation.
import { useCallback, useState } from 'react';
import type { SubscriberView } from '../../../../domain/schemas/newsletter-views.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import { apiRequest } from '../../../lib/api.ts';
import { orderDate } from '../../../lib/order-dates.ts';
import { Button } from '../../../ui/button.tsx';
import { Mail } from '../../../ui/icons/mail.ts';
import { INPUT_BORDER, INPUT_LOOK } from '../../../ui/input-classes.ts';
import { AdminListBody, ConfirmDialog, ListAlert, ListEmptyState, useListSearch } from '../kit/index.ts';
import { useNewsletterSubscribers, type SubscriberQuery } from './use-newsletter-subscribers.ts';
import { pakistanDay } from '../../../../domain/pakistan-time.ts';

function SubscriberRow({ subscriber, onRemove }: { subscriber: SubscriberView; onRemove(): void }) {
  const left = subscriber.unsubscribedAt;
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4">
      <div className="min-w-0 flex-1">
        <p className="font-medium wrap-anywhere text-ink">{subscriber.email}</p>
        <p className="text-xs text-muted">
          Subscribed {orderDate(subscriber.subscribedAt)}
          {left && ` · Unsubscribed ${orderDate(left)}`}
        </p>
      </div>
      <div className="flex items-center justify-between gap-3 sm:justify-end">
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold ${left ? 'bg-sand text-muted' : 'bg-leaf/10 text-leaf'}`}
        >
          {left ? 'Unsubscribed' : 'Subscribed'}
        </span>
        <Button
          variant="ghost"
          className="px-3! py-2! text-madder!"
          aria-label={`Remove ${subscriber.email}`}
          onClick={onRemove}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}

export function NewsletterSubscribersCard() {
  const [query, setQuery] = useState<SubscriberQuery>({ search: '', page: 1 });
  // A new search starts at page 1.
  const update = useCallback(
    (changes: Partial<SubscriberQuery>) => setQuery((q) => ({ ...q, page: 1, ...changes })),
    [],
  );
  const list = useNewsletterSubscribers(query);
  const [searchText, setSearchText] = useListSearch(query, update, list.data);
  const [removing, setRemoving] = useState<SubscriberView | null>(null);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  async function exportCsv() {
    setActionError(null);
    try {
      await downloadFile('/newsletter/subscribers/export', `newsletter-subscribers-${pakistanDay(new Date())}.csv`);
    } catch (err) {
      setActionError(failureMessage(err, 'Failed to export subscribers'));
    }
  }

  async function remove(subscriber: SubscriberView) {
    setBusy(true);
    setActionError(null);
    try {
      await apiRequest(`/newsletter/subscribers/${subscriber._id}`, { method: 'DELETE' });
      list.reload();
    } catch (err) {
      setActionError(failureMessage(err, 'Failed to remove subscriber'));
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  }

  const data = list.data;
  return (
    <section aria-labelledby="newsletter-subscribers" className="rounded-2xl border border-linen bg-white p-4 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h3 id="newsletter-subscribers" className="font-display text-2xl text-ink">
            Newsletter subscribers
          </h3>
          <p className="mt-1 text-sm text-muted">
            {data
              ? `${data.activeCount.toLocaleString('en-PK')} subscribed: who a general update reaches.`
              : 'Counting…'}
          </p>
        </div>
        <Button variant="secondary" className="px-4! py-2!" onClick={() => void exportCsv()}>
          Export CSV
        </Button>
      </div>

      <div className="mt-5">
        <label htmlFor="newsletter-search" className="sr-only">
          Search subscribers
        </label>
        <input
          id="newsletter-search"
          type="search"
          placeholder="Search email"
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          className={`${INPUT_LOOK} ${INPUT_BORDER} min-h-10 w-full px-4 py-2.5 text-sm sm:w-80`}
        />
      </div>

      <div className="mt-4 space-y-4">
        <ListAlert
          actionError={actionError}
          loadError={list.error && `Error loading subscribers: ${list.error}`}
          onRetry={list.reload}
        />
        <AdminListBody
          page={data}
          loading={list.loading}
          loadingLabel="Loading subscribers…"
          count={(total) => (total === 1 ? '1 address' : `${total.toLocaleString('en-PK')} addresses`)}
          isEmpty={data?.subscribers.length === 0}
          empty={
            <ListEmptyState
              icon={Mail}
              title={query.search ? 'No address matches' : 'No subscribers yet'}
              hint={query.search ? 'Try part of the address.' : 'Sign-ups from the newsletter box appear here.'}
            />
          }
          onPage={(page) => update({ page })}
        >
          <ul className="mt-2 divide-y divide-linen">
            {data?.subscribers.map((s) => (
              <SubscriberRow key={s._id} subscriber={s} onRemove={() => setRemoving(s)} />
            ))}
          </ul>
        </AdminListBody>
      </div>

      <ConfirmDialog
        open={!!removing}
        title="Remove subscriber?"
        confirmLabel="Remove"
        busyLabel="Removing…"
        busy={busy}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && void remove(removing)}
      >
        <p>
          Remove <strong className="text-ink">{removing?.email}</strong> from the newsletter for good? The address is
          deleted; to only stop the emails, the subscriber uses the unsubscribe link.
        </p>
      </ConfirmDialog>
    </section>
  );
}
