// The alert or the confirmation under one of an admin modal's forms (orders, preorders), where the staff member is looking.
import { FormAlert, FormNotice } from '../../ui/form-messages.tsx';
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
