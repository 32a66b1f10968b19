// The shop assistant's limits and messages (SPEC §8, §9), without zod: the storefront widget imports them.

/** SPEC §9: the last 10 messages go with each request. */
export const CHAT_HISTORY_MAX = 10;
export const CHAT_MESSAGE_MAX = 1_000;

export const CHAT_MESSAGES = {
  empty: 'Please type a message',
  tooLong: `Messages can be at most ${CHAT_MESSAGE_MAX.toLocaleString('en-US')} characters`,
  /** SPEC §8: what the widget shows when a reply fails. */
  failed: "I apologize, but I'm having trouble processing your request right now. Please try again in a moment.",
  sendFailed: 'Failed to send message',
  statusFailed: 'Failed to get chatbot status',
} as const;
