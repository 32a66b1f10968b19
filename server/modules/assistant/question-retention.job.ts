// Forgets the assistant's unanswered questions 30 days after they were last asked, every hour inside the server
// process (started and stopped by main.ts beside the unpaid-orders job), so nothing a shopper typed is kept longer.
import type { JobGate } from '../../lib/fleet/fleet-jobs.ts';
import { createIntervalJob } from '../../lib/interval-job.ts';
import type { UnansweredQuestions } from './unanswered-questions.ts';

export interface QuestionRetentionJobDeps {
  questions: Pick<UnansweredQuestions, 'forgetOld'>;
  intervalMs: number;
  log: (message: string) => void;
  /** One instance of the fleet runs each tick (server/lib/fleet/fleet-jobs.ts). */
  gate?: JobGate;
}

export function createQuestionRetentionJob({ questions, intervalMs, log, gate }: QuestionRetentionJobDeps) {
  return createIntervalJob(
    () =>
      questions.forgetOld().catch((err: unknown) => {
        // The database may be restarting: the next tick deletes them.
        log(`question retention run failed: ${err instanceof Error ? err.message : String(err)}`);
        return 0;
      }),
    intervalMs,
    gate,
  );
}
