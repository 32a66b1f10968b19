// The conversation with the shop assistant: kept in sessionStorage so it survives navigation and a reload for this
// visit (issue 15), sent to POST /api/chatbot/chat with the last 10 messages, a failed reply shown with Retry.
import { CHAT_MESSAGES } from '../../../domain/chatbot.ts';
import type { ChatResponseView } from '../../../domain/schemas/chatbot.ts';
import { apiRequest, ApiError } from '../../lib/api.ts';
import { createPersistedStore } from '../../lib/persisted-store.ts';
import { conversationHistory, type ChatMessage } from './chat-history.ts';

interface ChatState {
  messages: ChatMessage[];
  /** A reply is awaited: the typing indicator shows and no second message goes. */
  sending: boolean;
}

export const useChat = createPersistedStore<ChatState>(
  'hunar.assistant',
  1,
  () => ({ messages: [], sending: false }),
  // A reload during a request loses its answer: do not wait for it for ever.
  (state) => state.sending && useChat.setState({ sending: false }),
  'session',
);

let made = 0;
function message(type: ChatMessage['type'], content: string, extra: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: `${Date.now()}-${++made}`,
    type,
    content,
    timestamp: new Date().toISOString(),
    isError: false,
    ...extra,
  };
}

const append = (entry: ChatMessage) => useChat.setState((state) => ({ messages: [...state.messages, entry] }));

/** The server's words when it refused the message itself (too long, too many in a minute); else the spec's apology. */
const failureText = (err: unknown) =>
  err instanceof ApiError && (err.status === 400 || err.status === 429) ? err.message : CHAT_MESSAGES.failed;

async function ask(text: string, earlier: readonly ChatMessage[]): Promise<void> {
  useChat.setState({ sending: true });
  try {
    const answer = await apiRequest<ChatResponseView>('/chatbot/chat', {
      body: { message: text, conversationHistory: conversationHistory(earlier) },
    });
    append(message('bot', answer.response, { products: answer.products, links: answer.links }));
  } catch (err) {
    append(message('bot', failureText(err), { isError: true }));
  } finally {
    useChat.setState({ sending: false });
  }
}

/** Sends what the shopper typed; blank text, or a second message while a reply is awaited, is not sent. */
export function sendMessage(typed: string): boolean {
  const text = typed.trim();
  const { messages, sending } = useChat.getState();
  if (!text || sending) return false;
  append(message('user', text));
  void ask(text, messages);
  return true;
}

/** Sends the shopper's last message again in place of the failure shown for it. */
export function retryLast(): void {
  const { messages, sending } = useChat.getState();
  const lastUser = messages.findLastIndex((entry) => entry.type === 'user');
  if (sending || lastUser < 0 || !messages.at(-1)?.isError) return;
  useChat.setState({ messages: messages.slice(0, lastUser + 1) });
  void ask(messages[lastUser]!.content, messages.slice(0, lastUser));
}
