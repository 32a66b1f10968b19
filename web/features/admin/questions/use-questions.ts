// The Questions section's search and page, kept in the address beside ?tab=questions (q, page), and the page of
// unanswered questions they ask for (GET /api/chatbot/questions).
import { QUESTION_MESSAGES } from '../../../../domain/assistant-questions.ts';
import type { QuestionPageView } from '../../../../domain/schemas/assistant-questions.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { pageParam, useAddressQuery } from '../kit/index.ts';

export interface QuestionFilters {
  search: string;
  page: number;
}

const PARAM: Record<keyof QuestionFilters, string> = { search: 'q', page: 'page' };

const readQuery = (params: URLSearchParams): QuestionFilters => ({
  search: params.get(PARAM.search)?.slice(0, 100) ?? '',
  page: pageParam(params.get(PARAM.page)),
});

export const useQuestionsQuery = () => useAddressQuery(PARAM, readQuery);

function apiPath({ search, page }: QuestionFilters): string {
  const params = new URLSearchParams({ page: String(page) });
  if (search.trim()) params.set('search', search.trim());
  return `/chatbot/questions?${params.toString()}`;
}

const failure = (err: unknown) => failureMessage(err, QUESTION_MESSAGES.loadFailed);

export function useQuestions(filters: QuestionFilters) {
  return useApiQuery<QuestionPageView>(apiPath(filters), { failure, keepPreviousData: true });
}
