// A minimal client of an OpenAI-compatible Chat Completions endpoint (OpenAI, Groq, Ollama, vLLM): one request, its
// answer checked against the protocol's shape, the API key never in an error.
import { z } from 'zod';

export interface ModelSettings {
  /** The API's base, e.g. https://api.openai.com/v1 or http://localhost:11434/v1; /chat/completions is appended. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
}

export type ModelMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ModelToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

const toolCall = z.object({
  id: z.string(),
  type: z.literal('function').optional(),
  function: z.object({ name: z.string(), arguments: z.string() }),
});
export type ModelToolCall = z.infer<typeof toolCall>;

const completion = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z.array(toolCall).nullish(),
        }),
      }),
    )
    .min(1),
});

export interface ModelTurn {
  content: string | null;
  toolCalls: ModelToolCall[];
}

export interface FunctionSpec {
  type: 'function';
  function: { name: string; description: string; parameters: object };
}

/** One round trip; throws on a network error, an HTTP error, a reply outside the protocol, or when `signal` aborts. */
export async function chatCompletion(
  settings: ModelSettings,
  messages: ModelMessage[],
  tools: FunctionSpec[],
  signal: AbortSignal,
): Promise<ModelTurn> {
  const response = await fetch(`${settings.baseUrl.replace(/\/$/, '')}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: settings.model,
      messages,
      tools,
      tool_choice: 'auto',
      // Low temperature: the shop's facts, not creative writing.
      temperature: 0.2,
      max_tokens: 500,
    }),
    signal,
  });
  if (!response.ok) throw new Error(`the model endpoint answered HTTP ${response.status}`);
  const parsed = completion.safeParse(await response.json());
  if (!parsed.success) throw new Error('the model endpoint answered outside the Chat Completions format');
  const { message } = parsed.data.choices[0]!;
  return { content: message.content ?? null, toolCalls: message.tool_calls ?? [] };
}
