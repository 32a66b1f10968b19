// Sending the newsletter box: checked with the API's own schema, then posted. Loaded on submit together with the
// schema (and zod), so none of it is part of every page's first download.
import { newsletterSchema, type NewsletterAnswer } from '../../../domain/schemas/newsletter.ts';
import { ApiError, apiRequest } from '../../lib/api.ts';

export type SubscribeState = { kind: 'idle' | 'sending' } | { kind: 'done' | 'error'; message: string };

/** Drives the box through sending to thanks or the error; the field is emptied once subscribed. */
export async function subscribe(
  email: string,
  setState: (state: SubscribeState) => void,
  setEmail: (email: string) => void,
): Promise<void> {
  const parsed = newsletterSchema.safeParse({ email });
  if (!parsed.success)
    return setState({
      kind: 'error',
      message: parsed.error.issues[0]?.message ?? 'Please enter a valid email address',
    });
  setState({ kind: 'sending' });
  try {
    const { message } = await apiRequest<NewsletterAnswer>('/newsletter', { body: parsed.data });
    setState({ kind: 'done', message });
    setEmail('');
  } catch (err) {
    setState({ kind: 'error', message: err instanceof ApiError ? err.message : 'Please try again.' });
  }
}
