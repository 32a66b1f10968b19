// The alert or the confirmation under one of an admin modal's forms (orders, preorders), where the staff member is
// looking, and the full-width submit button most of those forms have above it.
import { Button } from '../../../ui/button.tsx';
import { FormAlert, FormNotice } from '../../../ui/form-messages.tsx';
import type { ChangeFailure } from './use-record-change.ts';

export function ChangeFeedback({ failure, notice }: { failure: ChangeFailure | null; notice: string | null }) {
  return (
    <div className="*:not-empty:mt-3">
      <FormAlert message={failure?.message ?? null}>
        {failure?.reason && <p className="mt-1 font-normal">{failure.reason}</p>}
      </FormAlert>
      <FormNotice message={notice} />
    </div>
  );
}

interface ChangeSubmitProps {
  change: { busy: boolean; failure: ChangeFailure | null; notice: string | null };
  label: string;
  /** What the button says while the change is sent. */
  busyLabel?: string;
  /** Nothing to send yet (no change made, an upload still going). */
  disabled?: boolean;
}

/** A modal form's full-width submit button and, under it, what became of the change. */
export function ChangeSubmit({ change, label, busyLabel = 'Saving…', disabled = false }: ChangeSubmitProps) {
  return (
    <>
      <Button
        type="submit"
        className="min-h-10 w-full px-4! py-2!"
        disabled={disabled || change.busy}
        aria-busy={change.busy}
      >
        {change.busy ? busyLabel : label}
      </Button>
      <ChangeFeedback failure={change.failure} notice={change.notice} />
    </>
  );
}
