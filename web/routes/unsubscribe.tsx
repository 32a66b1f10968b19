// /unsubscribe?token=...: the newsletter's way out, linked from every newsletter email; no sign-in needed.
import { PageHeader } from '../features/content/index.ts';
import { UnsubscribePanel } from '../features/newsletter/index.ts';
import { pageTitle } from '../lib/meta.ts';
import { READS_NO_QUERY } from '../lib/page-handle.ts';

// The token is read in the browser (UnsubscribePanel): every link shares the one rendered page.
export const handle = READS_NO_QUERY;

export const meta = () => [
  { title: pageTitle('Unsubscribe from the newsletter') },
  { name: 'robots', content: 'noindex' },
];

export default function Unsubscribe() {
  return (
    <div>
      <PageHeader eyebrow="Hunar newsletter" title="Unsubscribe" />
      <div className="mx-auto max-w-xl px-5 pt-12 sm:px-6 lg:pt-16">
        <UnsubscribePanel />
      </div>
    </div>
  );
}
