// Reads an API answer in a test through its contract (the view schemas of domain/schemas/*-views.ts), so a contract
// change fails the tests that read the answer instead of hiding behind a hand-written cast.
import { z } from 'zod';

/** An inject() answer (light-my-request) or a fetch() Response: both give their body through json(). */
interface JsonAnswer {
  json(): unknown;
  statusCode?: number;
  status?: number;
}

/** The answer's body as `schema` reads it; throws, naming each field that does not fit, when the body breaks it. */
export async function json<S extends z.ZodType>(answer: JsonAnswer, schema: S): Promise<z.output<S>> {
  const body: unknown = await answer.json();
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const status = answer.statusCode ?? answer.status;
  throw new Error(
    `The ${status} answer breaks its contract:\n${z.prettifyError(parsed.error)}\n${JSON.stringify(body).slice(0, 1000)}`,
  );
}
