// A conversation with the shop assistant as the widget keeps it (SPEC §3 chat message), and the part of it that goes
// with each request: the last 10 messages (SPEC §9), within the contract's limits.
import { CHAT_HISTORY_MAX, CHAT_MESSAGE_MAX } from '../../../domain/chatbot.ts';
import type { ChatLink, ChatProductCard, ChatTurn } from '../../../domain/schemas/chatbot.ts';

export interface ChatMessage {
  id: string;
  type: 'user' | 'bot';
  /** Plain text, always shown as text. */
  content: string;
  timestamp: string;
  /** A reply that failed: it shows the spec's apology and Retry, and is never sent back as history. */
  isError: boolean;
  products?: ChatProductCard[];
  links?: ChatLink[];
}

/** The turns before a new message: failures left out, the last CHAT_HISTORY_MAX, each cut to what the API accepts
 *  (a long answer of the assistant would otherwise make the next request invalid). */
export function conversationHistory(messages: readonly ChatMessage[]): ChatTurn[] {
  return messages
    .filter((message) => !message.isError)
    .slice(-CHAT_HISTORY_MAX)
    .map((message) => ({
      role: message.type === 'user' ? 'user' : 'assistant',
      content: message.content.slice(0, CHAT_MESSAGE_MAX),
    }));
}
