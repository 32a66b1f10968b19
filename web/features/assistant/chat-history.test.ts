// What goes with each chat request: the last 10 messages as user/assistant turns, failures left out, each within the
// contract's 1,000 characters.
import { describe, expect, it } from 'vitest';
import { CHAT_HISTORY_MAX, CHAT_MESSAGE_MAX } from '../../../domain/chatbot.ts';
import { chatRequestSchema } from '../../../domain/schemas/chatbot.ts';
import { conversationHistory, type ChatMessage } from './chat-history.ts';

const entry = (i: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: String(i),
  type: i % 2 === 0 ? 'user' : 'bot',
  content: `message ${i}`,
  timestamp: new Date(2026, 0, 1, 0, i).toISOString(),
  isError: false,
  ...extra,
});

describe('conversationHistory', () => {
  it('sends the last 10 messages, oldest first, as user and assistant turns', () => {
    const messages = Array.from({ length: 14 }, (_, i) => entry(i));
    const history = conversationHistory(messages);
    expect(history).toHaveLength(CHAT_HISTORY_MAX);
    expect(history[0]).toEqual({ role: 'user', content: 'message 4' });
    expect(history.at(-1)).toEqual({ role: 'assistant', content: 'message 13' });
  });

  it('leaves out failed replies', () => {
    const messages = [entry(0), entry(1, { isError: true, content: 'I apologize…' }), entry(2)];
    expect(conversationHistory(messages)).toEqual([
      { role: 'user', content: 'message 0' },
      { role: 'user', content: 'message 2' },
    ]);
  });

  it('cuts a long answer so the request stays valid', () => {
    const messages = [entry(0), entry(1, { content: 'x'.repeat(CHAT_MESSAGE_MAX + 500) })];
    const history = conversationHistory(messages);
    expect(history[1]!.content).toHaveLength(CHAT_MESSAGE_MAX);
    expect(chatRequestSchema.safeParse({ message: 'next', conversationHistory: history }).success).toBe(true);
  });

  it('is empty for a new conversation', () => {
    expect(conversationHistory([])).toEqual([]);
  });
});
