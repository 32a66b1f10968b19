// The alert or the confirmation under one of the order modal's forms, where the staff member is looking.
import { FormAlert, FormNotice } from '../../../ui/form-messages.tsx';
import type { ChangeFailure } from './use-order-change.ts';

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
