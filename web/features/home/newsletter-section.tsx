// The home page's closing invitation to the newsletter, around the shared newsletter form; /#newsletter links here
// (the unsubscribe page's way back).
import { NewsletterForm } from '../newsletter/index.ts';

export function NewsletterSection() {
  return (
    <section
      id="newsletter"
      aria-labelledby="home-newsletter"
      className="mx-auto max-w-7xl px-4 pt-20 sm:px-6 lg:px-8 lg:pt-28"
    >
      <div className="rounded-2xl bg-sand px-5 py-14 text-center sm:px-10 lg:py-20">
        <p className="text-xs font-semibold uppercase tracking-[0.25em] text-madder">Newsletter</p>
        <h2 id="home-newsletter" className="mt-3 text-3xl leading-tight sm:text-4xl">
          Be the first to know
        </h2>
        <p className="mx-auto mt-3 max-w-md text-muted">
          Early word on each new collection and Eid edit, and a note when a sold-out favourite is back.
        </p>
        <div className="mx-auto mt-8 max-w-md text-left">
          <NewsletterForm tone="light" />
        </div>
      </div>
    </section>
  );
}
