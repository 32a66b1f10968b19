// A paged admin list of records (orders, preorders) in its two shapes: a table on md+ screens and stacked cards on
// phones (both in the page, one hidden by CSS). The reference, date and customer columns, the View button and the
// card's frame are the same for every record; each list gives its own amount, payment and status.
import type { ReactNode } from 'react';
import { orderDate, orderDateTime } from '../../../lib/order-dates.ts';
import { ChevronRight } from '../../../ui/icons/chevron-right.ts';

export interface ListedRecord {
  _id: string;
  createdAt: string;
  contact: { name: string; email: string; phoneNumber: string };
}

interface RecordRowsProps<T extends ListedRecord> {
  records: readonly T[];
  onOpen(record: T): void;
  /** The reference staff and customers quote: the tracking ID, the preorder ID. */
  reference(record: T): string;
  /** 'View order HNR-…': the name of the way into a record for screen readers. */
  viewLabel(record: T): string;
  amount(record: T): ReactNode;
  testId: string;
}

export const itemsCount = (n: number) => (n === 1 ? '1 item' : `${n} items`);

const HEAD = 'px-4 py-3 font-semibold';

interface RecordTableProps<T extends ListedRecord> extends RecordRowsProps<T> {
  caption: string;
  /** The headings of the reference, amount and payment columns. */
  headings: { reference: string; amount: string; payment: string };
  itemCount(record: T): number;
  payment(record: T): ReactNode;
  status(record: T): ReactNode;
}

export function RecordTable<T extends ListedRecord>(props: RecordTableProps<T>) {
  const { records, onOpen, reference, viewLabel, amount, testId, caption, headings } = props;
  return (
    <div className="mt-4 hidden overflow-x-auto rounded-xl border border-linen bg-white md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-linen bg-sand/50 text-xs uppercase tracking-wider text-muted">
          <tr>
            <th scope="col" className={HEAD}>
              {headings.reference}
            </th>
            <th scope="col" className={HEAD}>
              Customer
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              {headings.amount}
            </th>
            <th scope="col" className={HEAD}>
              {headings.payment}
            </th>
            <th scope="col" className={HEAD}>
              Status
            </th>
            <th scope="col" className={HEAD}>
              <span className="sr-only">Open</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-linen">
          {records.map((record) => (
            // The whole row answers a click; the View button is the way in for keyboards and screen readers.
            <tr
              key={record._id}
              data-testid={testId}
              onClick={() => onOpen(record)}
              className="cursor-pointer align-middle transition hover:bg-sand/30"
            >
              <td className="whitespace-nowrap px-4 py-3">
                <p className="font-mono text-xs font-semibold tracking-wide text-ink">{reference(record)}</p>
                <p className="mt-0.5 text-xs text-muted">{orderDateTime(record.createdAt)}</p>
              </td>
              <td className="min-w-44 px-4 py-3">
                <p className="font-medium text-ink">{record.contact.name}</p>
                {/* A preorder staff took by phone may have no email. */}
                {record.contact.email && (
                  <p className="text-xs text-muted [overflow-wrap:anywhere]">{record.contact.email}</p>
                )}
                <p className="text-xs text-muted">{record.contact.phoneNumber}</p>
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">
                <p className="font-medium text-ink">{amount(record)}</p>
                <p className="text-xs text-muted">{itemsCount(props.itemCount(record))}</p>
              </td>
              <td className="px-4 py-3">{props.payment(record)}</td>
              <td className="px-4 py-3">{props.status(record)}</td>
              <td className="px-4 py-3 text-right">
                <button
                  type="button"
                  aria-label={viewLabel(record)}
                  onClick={(e) => {
                    e.stopPropagation();
                    onOpen(record);
                  }}
                  className="inline-flex min-h-10 items-center gap-1 rounded-full px-3 text-sm font-semibold text-ink underline-offset-4 hover:underline"
                >
                  View
                  <ChevronRight className="h-4 w-4" aria-hidden />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface RecordCardsProps<T extends ListedRecord> extends RecordRowsProps<T> {
  label: string;
  badges(record: T): ReactNode;
}

export function RecordCards<T extends ListedRecord>(props: RecordCardsProps<T>) {
  const { records, onOpen, reference, viewLabel, amount, testId } = props;
  return (
    <ul aria-label={props.label} className="mt-4 space-y-3 md:hidden">
      {records.map((record) => (
        <li key={record._id} data-testid={testId}>
          <button
            type="button"
            aria-label={`${viewLabel(record)}, ${record.contact.name}`}
            onClick={() => onOpen(record)}
            className="block w-full rounded-xl border border-linen bg-white p-4 text-left transition hover:border-ink/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
          >
            <span className="flex items-start justify-between gap-3">
              <span className="min-w-0">
                <span className="block font-medium text-ink [overflow-wrap:anywhere]">{record.contact.name}</span>
                <span className="mt-0.5 block font-mono text-xs text-muted">{reference(record)}</span>
              </span>
              <span className="shrink-0 text-right">
                <span className="block font-semibold tabular-nums text-ink">{amount(record)}</span>
                <span className="mt-0.5 block text-xs text-muted">{orderDate(record.createdAt)}</span>
              </span>
            </span>
            <span className="mt-3 flex flex-wrap items-center gap-2">{props.badges(record)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
