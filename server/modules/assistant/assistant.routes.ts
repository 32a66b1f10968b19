// /api/chatbot (SPEC §3, §7 Chatbot): a shopper's message answered by the shop assistant, and which assistant answers;
// a question it could not answer is recorded for the admin's Questions section without the shopper waiting for it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatbotStatusView, chatRequestSchema, chatResponseView } from '../../../domain/schemas/chatbot.ts';
import { errorBody } from '../../plugins/schemas.ts';
import type { ShopAssistant } from './built-in-assistant.ts';
import type { UnansweredQuestions } from './unanswered-questions.ts';

/** What the built-in assistant answers, for the status call (and the widget's greeting). */
export const ASSISTANT_CAPABILITIES = [
  'product_search',
  'stock',
  'size_advice',
  'delivery',
  'payment',
  'returns',
  'preorders',
  'contact',
  'order_tracking',
  'preorder_tracking',
];

export const assistantRoutes: FastifyPluginAsyncZod<{
  assistant: ShopAssistant;
  questions: Pick<UnansweredQuestions, 'record'>;
  now?: () => Date;
}> = async (app, { assistant, questions, now = () => new Date() }) => {
  app.post(
    '/chatbot/chat',
    {
      // Like tracking (DECISIONS X4): the assistant can look up an order by ID, so no one may try many.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['Chatbot'],
        summary: 'Ask the shop assistant: a plain-text answer from the shop’s own data, with product cards and links',
        body: chatRequestSchema,
        response: { 200: chatResponseView, 400: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const { unanswered, ...reply } = await assistant.answer(request.body.message, request.body.conversationHistory);
      // Not awaited: the shopper's answer never waits for, or fails with, the record kept for staff.
      if (unanswered)
        questions
          .record(request.body.message, unanswered)
          .catch((err: unknown) => request.log.warn({ err }, 'could not record an unanswered question'));
      return { ...reply, timestamp: now().toISOString() };
    },
  );

  app.get(
    '/chatbot/status',
    {
      schema: {
        tags: ['Chatbot'],
        summary: 'Whether the assistant is online, what it answers, and which model (built-in or the configured one)',
        response: { 200: chatbotStatusView },
      },
    },
    async () => ({ status: 'online' as const, capabilities: ASSISTANT_CAPABILITIES, model: assistant.model() }),
  );
};
