// The admin's list table (shown from `from` up; phones get stacked cards instead): the frame, a caption for screen
// readers, the header row from `columns`, and the rows the list renders.
import type { ReactNode } from 'react';

export interface AdminColumn {
  label: string;
  /** Read by screen readers only (an Actions column). */
  hidden?: boolean;
  /** Extra classes for the header cell, e.g. 'text-right' or 'hidden xl:table-cell'. */
  className?: string;
}

/** Column headings from labels, with an unlabelled Actions column at the end when `actions` is set. */
export function columns(labels: string[], actions = true): AdminColumn[] {
  return [...labels.map((label) => ({ label })), ...(actions ? [{ label: 'Actions', hidden: true }] : [])];
}

const FROM = { md: 'md:block', lg: 'lg:block' } as const;

export function AdminTable({
  caption,
  columns: headings,
  from,
  children,
}: {
  caption: string;
  columns: AdminColumn[];
  from: keyof typeof FROM;
  children: ReactNode;
}) {
  return (
    <div className={`mt-4 hidden overflow-x-auto rounded-xl border border-linen bg-white ${FROM[from]}`}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-linen bg-sand/50 text-xs uppercase tracking-wider text-muted">
          <tr>
            {headings.map((column) => (
              <th key={column.label} scope="col" className={`px-4 py-3 font-semibold ${column.className ?? ''}`}>
                {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-linen">{children}</tbody>
      </table>
    </div>
  );
}
