// The home page's closing invitation to the newsletter, around the shared newsletter form.
import { NewsletterForm } from '../newsletter/newsletter-form.tsx';

export function NewsletterSection() {
  return (
    <section aria-labelledby="home-newsletter" className="mt-20 bg-sand lg:mt-28">
      <div className="mx-auto max-w-xl px-5 py-16 text-center sm:px-6 lg:py-20">
        <p className="text-xs font-semibold uppercase tracking-[0.25em] text-madder">Newsletter</p>
        <h2 id="home-newsletter" className="mt-3 text-3xl leading-tight sm:text-4xl">
          Be the first to know
        </h2>
        <p className="mt-3 text-muted">Hear about new collections, Eid edits and restocks before anyone else.</p>
        <div className="mt-8 text-left">
          <NewsletterForm tone="light" />
        </div>
      </div>
    </section>
  );
}
