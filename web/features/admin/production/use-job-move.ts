// Moves a card to another stage (PUT /api/workshop/jobs/{id}/stage), saying which stage the sender saw: when someone
// moved it meanwhile the server refuses with 409 and its words ('This job moved to Stitching meanwhile'), shown here,
// and the board (or the card) is fetched again so the sender sees what is true now. The API is the single truth:
// after any answer the caller refreshes.
import { useState } from 'react';
import type { JobView } from '../../../../domain/schemas/workshop.ts';
import type { WorkStage } from '../../../../domain/workshop.ts';
import { ApiError, apiRequest } from '../../../lib/api.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import { WORKSHOP_TEXTS } from './workshop-texts.ts';

export interface JobMove {
  /** The card being moved, while the server answers. */
  movingId: string | null;
  error: string | null;
  notice: string | null;
  /** Answers whether the move went through. */
  move(job: Pick<JobView, 'id' | 'stage'>, to: WorkStage, reason?: string): Promise<boolean>;
  clear(): void;
}

/** `onSettled` gets the card as it is now, or null when it could not be moved (to fetch again what changed). */
export function useJobMove(onSettled: (job: JobView | null) => void): JobMove {
  const [movingId, setMovingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function move(job: Pick<JobView, 'id' | 'stage'>, to: WorkStage, reason?: string) {
    setMovingId(job.id);
    setError(null);
    setNotice(null);
    try {
      const moved = await apiRequest<JobView>(`/workshop/jobs/${job.id}/stage`, {
        method: 'PUT',
        body: { stage: to, from: job.stage, ...(reason?.trim() && { reason: reason.trim() }) },
      });
      setNotice(WORKSHOP_TEXTS.moved(moved));
      onSettled(moved);
      return true;
    } catch (err) {
      setError(failureMessage(err, WORKSHOP_TEXTS.moveFailed));
      // Moved by someone else, cancelled or finished meanwhile: what is on screen is out of date.
      if (err instanceof ApiError && (err.status === 409 || err.status === 404)) onSettled(null);
      return false;
    } finally {
      setMovingId(null);
    }
  }

  return {
    movingId,
    error,
    notice,
    move,
    clear: () => {
      setError(null);
      setNotice(null);
    },
  };
}
