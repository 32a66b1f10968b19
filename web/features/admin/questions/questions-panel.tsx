// The Questions section (messages:manage: admin and coordinator): what shoppers asked the shop assistant in the last
// 30 days that it could not answer, newest first, so the owner knows what to add to the FAQ; "Mark as answered" once
// done (DELETE /api/chatbot/questions/{id}).
import { useId, useState } from 'react';
import { QUESTION_MESSAGES } from '../../../../domain/assistant-questions.ts';
import type { QuestionDismissedView, UnansweredQuestionView } from '../../../../domain/schemas/assistant-questions.ts';
import { apiRequest } from '../../../lib/api.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import { FormNotice } from '../../../ui/form-messages.tsx';
import { MessageCircleQuestion } from '../../../ui/icons/message-circle-question.ts';
import { ADMIN_CONTROL as CONTROL, ADMIN_LABEL as LABEL } from '../../../ui/input-classes.ts';
import { AdminListBody, ListAlert, ListEmptyState, useListSearch } from '../kit/index.ts';
import { QuestionCards, QuestionTable } from './question-rows.tsx';
import { useQuestions, useQuestionsQuery } from './use-questions.ts';

const questionCount = (n: number) => (n === 1 ? '1 question' : `${n.toLocaleString('en-PK')} questions`);

export default function QuestionsPanel() {
  const uid = useId();
  const { query, update } = useQuestionsQuery();
  const list = useQuestions(query);
  const [searchText, setSearchText] = useListSearch(query, update, list.data);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function markAnswered(question: UnansweredQuestionView) {
    setPendingId(question._id);
    setActionError(null);
    setNotice(null);
    try {
      const answer = await apiRequest<QuestionDismissedView>(`/chatbot/questions/${question._id}`, {
        method: 'DELETE',
      });
      setNotice(`${answer.message}: “${question.question}”`);
      list.reload();
    } catch (err) {
      setActionError(failureMessage(err, QUESTION_MESSAGES.dismissFailed));
    } finally {
      setPendingId(null);
    }
  }

  return (
    <div className="space-y-6">
      <p className="max-w-2xl text-sm leading-relaxed text-muted">
        Questions the shop assistant could not answer, newest first. Add the answer to the FAQ, then mark it answered.
      </p>
      <div className="max-w-md">
        <label htmlFor={`${uid}-search`} className={LABEL}>
          Search questions
        </label>
        <input
          id={`${uid}-search`}
          type="search"
          placeholder="Words in the question"
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          className={`${CONTROL} mt-1`}
        />
      </div>
      <div className="*:not-empty:mt-4">
        <ListAlert actionError={actionError} loadError={list.error} onRetry={list.reload} />
        <FormNotice message={notice} />
      </div>
      <AdminListBody
        page={list.data}
        loading={list.loading}
        loadingLabel="Loading the questions"
        count={questionCount}
        isEmpty={list.data?.questions.length === 0}
        empty={
          query.search ? (
            <ListEmptyState icon={MessageCircleQuestion} title="No questions match" hint="Try other words." />
          ) : (
            <ListEmptyState
              icon={MessageCircleQuestion}
              title="No unanswered questions"
              hint="The assistant answered everything shoppers asked in the last 30 days."
            />
          )
        }
        onPage={(page) => update({ page })}
      >
        {list.data && (
          <>
            <QuestionTable
              questions={list.data.questions}
              pendingId={pendingId}
              onAnswered={(q) => void markAnswered(q)}
            />
            <QuestionCards
              questions={list.data.questions}
              pendingId={pendingId}
              onAnswered={(q) => void markAnswered(q)}
            />
          </>
        )}
      </AdminListBody>
    </div>
  );
}
