// The pieces a job card is drawn with on the board, in its sheet and on the worker's phone: the piece's picture (or
// the admin's placeholder), the holder's initials, the due date (red once late), and what the piece is.
import { pakistanDate } from '../../../../domain/pakistan-time.ts';
import type { JobView } from '../../../../domain/schemas/workshop.ts';
import { initialsOf } from '../../../../domain/workshop.ts';
import { Shirt } from '../../../ui/icons/shirt.ts';

/** The product's picture as the job view gives it (a URL), in the frame of the admin's product thumbnails. */
export function JobThumbnail({ job, className = 'w-14' }: { job: Pick<JobView, 'product'>; className?: string }) {
  const name = job.product.name.replaceAll('/', ' ');
  return (
    <div className={`shrink-0 overflow-hidden rounded-md bg-sand ${className}`}>
      {job.product.image ? (
        <img
          src={job.product.image}
          alt={name}
          loading="lazy"
          decoding="async"
          draggable={false}
          className="aspect-[4/5] h-full w-full object-cover"
        />
      ) : (
        <div
          className="flex aspect-[4/5] items-center justify-center text-gold"
          role="img"
          aria-label={`No picture of ${name}`}
        >
          <Shirt className="h-6 w-6" aria-hidden />
        </div>
      )}
    </div>
  );
}

/** Who holds the card's current stage, as initials; the full name for the pointer and for screen readers. */
export function HolderBadge({ holder, compact = false }: { holder: JobView['holder']; compact?: boolean }) {
  if (!holder) {
    // In a narrow board column an empty dashed circle says it: nobody holds this stage yet.
    return compact ? (
      <span
        title="Unassigned"
        className="inline-flex h-7 w-7 shrink-0 rounded-full border border-dashed border-muted/60"
      >
        <span className="sr-only">Unassigned</span>
      </span>
    ) : (
      <span className="inline-flex h-7 shrink-0 items-center rounded-full border border-dashed border-linen px-2 text-xs text-muted">
        Unassigned
      </span>
    );
  }
  return (
    <span
      title={holder.name}
      className="inline-flex h-7 min-w-7 shrink-0 items-center justify-center rounded-full bg-madder px-1.5 text-xs font-semibold tracking-wide text-ivory"
    >
      <span aria-hidden>{initialsOf(holder.name)}</span>
      <span className="sr-only">Held by {holder.name}</span>
    </span>
  );
}

/** The due date; a late card says so in words as well as in red. */
export function DueDate({ job }: { job: Pick<JobView, 'dueDate' | 'overdue'> }) {
  return (
    <span className={`text-xs ${job.overdue ? 'font-semibold text-madder' : 'text-muted'}`}>
      {job.overdue && 'Overdue · '}
      Due {pakistanDate(job.dueDate, { year: false })}
    </span>
  );
}

/** Size, colour and, for a batch, how many: 'M · Indigo · ×12'. */
export const pieceFacts = (job: Pick<JobView, 'size' | 'color' | 'quantity'>) =>
  [job.size, job.color, ...(job.quantity > 1 ? [`×${job.quantity}`] : [])].join(' · ');

/** What the card is made for: the preorder waiting for it, or the shop's stock. */
export const madeFor = (job: Pick<JobView, 'preorderId'>) => job.preorderId ?? 'For stock';
