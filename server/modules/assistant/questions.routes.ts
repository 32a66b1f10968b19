// /api/chatbot/questions (issue 15, admin Questions; messages:manage): the questions the shop assistant could not
// answer, newest first, 20 a page, and "Mark as answered" once the owner has added the answer to the FAQ.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { QUESTION_MESSAGES } from '../../../domain/assistant-questions.ts';
import {
  questionDismissedView,
  questionListQuerySchema,
  questionPageView,
} from '../../../domain/schemas/assistant-questions.ts';
import type { AuthGuards } from '../../plugins/auth.ts';
import { bearerAuth, idParams, staffAnswers } from '../../plugins/schemas.ts';
import type { UnansweredQuestions } from './unanswered-questions.ts';

export const questionRoutes: FastifyPluginAsyncZod<{ questions: UnansweredQuestions; guards: AuthGuards }> = async (
  app,
  { questions, guards },
) => {
  app.get(
    '/chatbot/questions',
    {
      onRequest: guards.requirePermission('messages:manage'),
      schema: {
        security: bearerAuth,
        tags: ['Chatbot'],
        summary: 'Staff: the questions the assistant could not answer in the last 30 days, newest first, 20 a page',
        querystring: questionListQuerySchema,
        response: { 200: questionPageView, ...staffAnswers },
      },
    },
    async (request) => questions.list(request.query),
  );

  app.delete(
    '/chatbot/questions/:id',
    {
      onRequest: guards.requirePermission('messages:manage'),
      schema: {
        security: bearerAuth,
        tags: ['Chatbot'],
        summary: 'Staff: mark a question as answered (its answer is now in the FAQ), removing it from the list',
        params: idParams,
        response: { 200: questionDismissedView, ...staffAnswers },
      },
    },
    async (request) => {
      await questions.dismiss(request.params.id);
      return { message: QUESTION_MESSAGES.answered };
    },
  );
};
