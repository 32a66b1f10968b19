// The unsubscribe page's one action: a button that POSTs the link's token (opening the link never unsubscribes, as
// mail scanners open every link), then the server's confirmation and the ways back. The token is read from the address
// in the browser only: the page is rendered once for everyone and must never carry one visitor's token to another.
import { useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api.ts';
import { failureMessage } from '../../lib/failure-message.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { FormAlert, FormNotice } from '../../ui/form-messages.tsx';
import { TextLink } from '../../ui/text-link.tsx';

type State =
  | { kind: 'ready' | 'sending' }
  | { kind: 'no-link' }
  | { kind: 'done'; message: string }
  | { kind: 'error'; message: string };

const linkToken = () => new URLSearchParams(window.location.search).get('token');

export function UnsubscribePanel() {
  const [state, setState] = useState<State>({ kind: 'ready' });

  useEffect(() => {
    if (!linkToken()) setState({ kind: 'no-link' });
  }, []);

  async function unsubscribe() {
    setState({ kind: 'sending' });
    try {
      const { message } = await apiRequest<{ message: string }>('/newsletter/unsubscribe', {
        body: { token: linkToken() },
      });
      setState({ kind: 'done', message });
    } catch (err) {
      setState({ kind: 'error', message: failureMessage(err, 'We could not unsubscribe you. Please try again.') });
    }
  }

  const done = state.kind === 'done';
  return (
    <div className="space-y-6">
      {/* Always in the page, so the confirmation is announced when it arrives. */}
      <FormNotice message={done ? state.message : null} />
      {done ? (
        <>
          <p className="text-muted">
            Changed your mind? Sign up again any time with the newsletter box on our{' '}
            <TextLink to="/#newsletter">home page</TextLink>.
          </p>
          <ButtonLink to="/shop" variant="secondary">
            Back to the shop
          </ButtonLink>
        </>
      ) : (
        <>
          <p className="text-muted">
            You will stop receiving the Hunar newsletter: our emails about new collections, Eid edits and restocks.
            Emails about your orders and preorders still come as usual.
          </p>
          <FormAlert
            message={
              state.kind === 'error'
                ? state.message
                : state.kind === 'no-link'
                  ? 'This unsubscribe link is incomplete. Please use the whole link from our email.'
                  : null
            }
          />
          <Button onClick={() => void unsubscribe()} disabled={state.kind === 'sending' || state.kind === 'no-link'}>
            {state.kind === 'sending' ? 'Unsubscribing…' : 'Unsubscribe'}
          </Button>
        </>
      )}
    </div>
  );
}
