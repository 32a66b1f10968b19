// Sending a card back to an earlier stage (a seam to redo, a print that smudged): the workshop asks why, and the reason
// goes into the card's history with who sent it back.
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import type { JobView } from '../../../../domain/schemas/workshop.ts';
import { WORK_STAGE_LABELS, type WorkStage } from '../../../../domain/workshop.ts';
import { WORKSHOP_MESSAGES } from '../../../../domain/workshop-messages.ts';
import { Button } from '../../../ui/button.tsx';
import { ADMIN_CONTROL as CONTROL, ADMIN_LABEL as LABEL } from '../../../ui/input-classes.ts';

export interface BackMove {
  job: JobView;
  to: WorkStage;
}

interface MoveBackDialogProps {
  move: BackMove | null;
  busy: boolean;
  /** The server's refusal, shown where the staff member is looking. */
  error: string | null;
  onCancel(): void;
  onConfirm(reason: string): void;
}

export function MoveBackDialog({ move, busy, error, onCancel, onConfirm }: MoveBackDialogProps) {
  return (
    <Dialog.Root open={!!move} onOpenChange={(next) => !next && !busy && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-[60] w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-ivory p-5 shadow-xl outline-none sm:p-6">
          {move && (
            <ReasonForm key={`${move.job.id}-${move.to}`} move={move} busy={busy} error={error} onConfirm={onConfirm} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ReasonForm({
  move,
  busy,
  error,
  onConfirm,
}: Omit<MoveBackDialogProps, 'move' | 'onCancel'> & { move: BackMove }) {
  const uid = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const to = WORK_STAGE_LABELS[move.to];
  const problem = missing ? WORKSHOP_MESSAGES.reasonRequired : error;

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!reason.trim()) return setMissing(true);
        onConfirm(reason);
      }}
    >
      <Dialog.Title className="font-display text-xl text-ink">
        Send {move.job.number} back to {to}?
      </Dialog.Title>
      <Dialog.Description className="mt-2 text-sm text-muted">
        It is at {WORK_STAGE_LABELS[move.job.stage]} now. Say what needs doing again: the reason stays in the card’s
        history.
      </Dialog.Description>
      <label htmlFor={`${uid}-reason`} className={`${LABEL} mt-4 block`}>
        Why it goes back
      </label>
      <textarea
        id={`${uid}-reason`}
        rows={3}
        maxLength={300}
        value={reason}
        disabled={busy}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${uid}-problem` : undefined}
        placeholder="e.g. The border print smudged on one sleeve"
        onChange={(e) => {
          setReason(e.target.value);
          setMissing(false);
        }}
        className={`${CONTROL} mt-1 resize-y`}
      />
      <div role="alert">
        {problem && (
          <p id={`${uid}-problem`} className="mt-2 text-sm font-semibold text-madder">
            {problem}
          </p>
        )}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="ghost" disabled={busy}>
            Keep it here
          </Button>
        </Dialog.Close>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Sending back…' : `Send back to ${to}`}
        </Button>
      </div>
    </form>
  );
}
