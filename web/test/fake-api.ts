// For the web's unit tests: the shop's API answered by a table, in place of the network, recording what was asked.
export interface AskedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export type Answer = { status: number; body: unknown } | 'offline';

/** Replaces fetch: each request takes the next answer in order (the last one repeats). Returns what was asked. */
export function answerApi(...answers: Answer[]): AskedRequest[] {
  const asked: AskedRequest[] = [];
  globalThis.fetch = async (input, init = {}) => {
    asked.push({
      method: init.method ?? 'GET',
      url: String(input),
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    });
    const answer = answers[Math.min(asked.length - 1, answers.length - 1)]!;
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return asked;
}
