// The unanswered questions in two shapes: a table on wide screens and stacked cards on phones (both in the page, one
// hidden), each with why the assistant could not answer, how often it was asked, when last, and "Mark as answered".
import { UNANSWERED_REASON_LABELS } from '../../../../domain/assistant-questions.ts';
import type { UnansweredQuestionView } from '../../../../domain/schemas/assistant-questions.ts';
import { orderDateTime } from '../../../lib/order-dates.ts';
import { Button } from '../../../ui/button.tsx';
import { AdminTable, columns } from '../kit/index.ts';

export const timesAsked = (n: number) => (n === 1 ? 'Once' : `${n.toLocaleString('en-PK')} times`);

export interface QuestionRowsProps {
  questions: UnansweredQuestionView[];
  pendingId: string | null;
  onAnswered(question: UnansweredQuestionView): void;
}

function AnsweredButton({
  question,
  pendingId,
  onAnswered,
}: { question: UnansweredQuestionView } & Omit<QuestionRowsProps, 'questions'>) {
  const busy = pendingId === question._id;
  return (
    <Button
      variant="secondary"
      className="min-h-10 px-3! py-2! whitespace-nowrap"
      aria-label={`Mark as answered: ${question.question}`}
      disabled={pendingId !== null}
      aria-busy={busy}
      onClick={() => onAnswered(question)}
    >
      {busy ? 'Marking…' : 'Mark as answered'}
    </Button>
  );
}

function LastAsked({ question }: { question: UnansweredQuestionView }) {
  return <time dateTime={question.lastAskedAt}>{orderDateTime(question.lastAskedAt)}</time>;
}

export function QuestionTable({ questions, pendingId, onAnswered }: QuestionRowsProps) {
  return (
    <AdminTable caption="Unanswered questions" columns={columns(['Question', 'Why', 'Asked', 'Last asked'])} from="lg">
      {questions.map((question) => (
        <tr key={question._id} className="align-top">
          <td className="min-w-64 px-4 py-3 font-medium text-ink [overflow-wrap:anywhere]">{question.question}</td>
          <td className="px-4 py-3 whitespace-nowrap">{UNANSWERED_REASON_LABELS[question.reason]}</td>
          <td className="px-4 py-3 whitespace-nowrap tabular-nums">{timesAsked(question.timesAsked)}</td>
          <td className="px-4 py-3 whitespace-nowrap text-muted">
            <LastAsked question={question} />
          </td>
          <td className="px-4 py-3 text-right">
            <AnsweredButton question={question} pendingId={pendingId} onAnswered={onAnswered} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

export function QuestionCards({ questions, pendingId, onAnswered }: QuestionRowsProps) {
  return (
    <ul aria-label="Unanswered questions" className="mt-4 space-y-3 lg:hidden">
      {questions.map((question) => (
        <li key={question._id} className="rounded-xl border border-linen bg-white p-4">
          <p className="font-medium text-ink [overflow-wrap:anywhere]">{question.question}</p>
          <dl className="mt-3 grid grid-cols-2 gap-2 rounded-lg bg-sand/50 px-3 py-2 text-sm">
            <div>
              <dt className="text-xs text-muted">Why</dt>
              <dd>{UNANSWERED_REASON_LABELS[question.reason]}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted">Asked</dt>
              <dd className="tabular-nums">{timesAsked(question.timesAsked)}</dd>
            </div>
            <div className="col-span-2">
              <dt className="text-xs text-muted">Last asked</dt>
              <dd>
                <LastAsked question={question} />
              </dd>
            </div>
          </dl>
          <div className="mt-3 flex justify-end">
            <AnsweredButton question={question} pendingId={pendingId} onAnswered={onAnswered} />
          </div>
        </li>
      ))}
    </ul>
  );
}
