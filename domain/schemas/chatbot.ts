// The shop assistant's API contract (SPEC §3, §7 Chatbot; DECISIONS X13): a shopper's message with the last 10
// messages of the conversation, the answer (plain text, product cards, links inside the shop), and the status.
import { z } from 'zod';
import { CHAT_HISTORY_MAX, CHAT_MESSAGE_MAX, CHAT_MESSAGES } from '../chatbot.ts';

// The limits and messages live in zod-free domain/chatbot.ts so the storefront widget reads them without zod
// (decision 0002); they stay exported here for the server.
export { CHAT_HISTORY_MAX, CHAT_MESSAGE_MAX, CHAT_MESSAGES };

const content = z.string().max(CHAT_MESSAGE_MAX, CHAT_MESSAGES.tooLong);

export const chatRequestSchema = z.strictObject({
  message: z
    .string({ error: CHAT_MESSAGES.empty })
    .trim()
    .min(1, CHAT_MESSAGES.empty)
    .max(CHAT_MESSAGE_MAX, CHAT_MESSAGES.tooLong),
  conversationHistory: z
    .array(z.strictObject({ role: z.enum(['user', 'assistant']), content }))
    .max(CHAT_HISTORY_MAX, `At most ${CHAT_HISTORY_MAX} earlier messages are sent`)
    .default([]),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;
export type ChatTurn = ChatRequest['conversationHistory'][number];

/** A product the answer shows as a card: picture, name, price and its page. */
export const chatProductCard = z.object({
  prodId: z.string(),
  name: z.string(),
  price: z.number(),
  /** Root-relative picture of the shop's own media, or null. */
  imageUrl: z.string().nullable(),
  /** The product page: always a path inside the shop (/product/...). */
  href: z.string(),
});
export type ChatProductCard = z.infer<typeof chatProductCard>;

/** A link the answer offers: a page of the shop (a path starting with /), or the shop's own WhatsApp or social page. */
export const chatLink = z.object({ label: z.string(), href: z.string() });
export type ChatLink = z.infer<typeof chatLink>;

export const chatResponseView = z.object({
  /** Plain text: the widget never renders it as HTML. */
  response: z.string(),
  timestamp: z.string(),
  products: z.array(chatProductCard).optional(),
  links: z.array(chatLink).optional(),
});
export type ChatResponseView = z.infer<typeof chatResponseView>;

export const chatbotStatusView = z.object({
  status: z.enum(['online']),
  capabilities: z.array(z.string()),
  /** 'built-in', or the configured model's name (LLM_MODEL) when one answers. */
  model: z.string(),
});
export type ChatbotStatusView = z.infer<typeof chatbotStatusView>;
