// The footer: category and quick links, accepted payment methods and the delivery note (SPEC §2).
import { Landmark } from '../../ui/icons/landmark.ts';
import { Smartphone } from '../../ui/icons/smartphone.ts';
import { CreditCard } from '../../ui/icons/credit-card.ts';
import { Link, useRouteLoaderData } from 'react-router';
import { BRAND } from '../../../domain/brand.ts';
import { formatPkr } from '../../../domain/money.ts';
import { useDisplayCurrency } from '../../lib/display-currency.ts';
import type { loader as rootLoader } from '../../root.tsx';
import { NewsletterForm } from '../newsletter/index.ts';
import { FOOTER_CATEGORY_LINKS, FOOTER_QUICK_LINKS, type NavLink } from './navigation.ts';

function LinkColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div>
      <h2 className="font-sans text-xs font-semibold uppercase tracking-[0.2em] text-ivory/70">{title}</h2>
      <ul className="mt-4 space-y-3 text-sm">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="text-ivory/90 transition hover:text-white hover:underline">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Card payments are not taken yet (SPEC: 'Coming Soon'; the server refuses them): said beside the label. */
const SOON_BADGE = 'rounded bg-ivory/10 px-2 py-0.5 text-[11px] uppercase tracking-wider';

/** roomBelow: floating buttons sit over the bottom corners, so the last line ends above them, never beneath. */
export function SiteFooter({ roomBelow }: { roomBelow: boolean }) {
  const rates = useRouteLoaderData<typeof rootLoader>('root')?.deliveryRates;
  const currency = useDisplayCurrency().code;
  return (
    <footer className="mt-20 bg-ink text-ivory">
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr] lg:px-8">
        <div>
          <p className="font-display text-3xl font-semibold">{BRAND.name}</p>
          <p className="mt-3 max-w-xs text-sm leading-relaxed text-ivory/75">{BRAND.description}</p>
          <div className="mt-6">
            <NewsletterForm tone="dark" />
          </div>
        </div>
        <LinkColumn title="Shop" links={FOOTER_CATEGORY_LINKS} />
        <LinkColumn title="Quick links" links={FOOTER_QUICK_LINKS} />
        <div>
          <h2 className="font-sans text-xs font-semibold uppercase tracking-[0.2em] text-ivory/70">We accept</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex items-center gap-3">
              <Landmark className="h-4 w-4 text-gold" aria-hidden /> Bank Transfer
            </li>
            <li className="flex items-center gap-3">
              <Smartphone className="h-4 w-4 text-gold" aria-hidden /> Easypaisa
            </li>
            <li className="flex items-center gap-3 text-ivory/60">
              <CreditCard className="h-4 w-4" aria-hidden /> Cards <span className={SOON_BADGE}>Coming soon</span>
            </li>
          </ul>
          <h2 className="mt-8 font-sans text-xs font-semibold uppercase tracking-[0.2em] text-ivory/70">Delivery</h2>
          <p className="mt-4 text-sm leading-relaxed text-ivory/85">
            {rates ? `${formatPkr(rates.domesticFlat)} anywhere in Pakistan, ` : 'Across Pakistan '}
            5-7 working days. International orders arrive in up to 10 working days. Orders are processed within 24 hours
            of payment confirmation.
          </p>
        </div>
      </div>
      <div className="border-t border-ivory/10">
        <p className={`mx-auto max-w-7xl px-6 pt-6 text-xs text-ivory/60 lg:px-8 ${roomBelow ? 'pb-24' : 'pb-6'}`}>
          © {new Date().getFullYear()} {BRAND.name}. {BRAND.tagline}.{' '}
          {currency === 'PKR'
            ? 'Prices in Pakistani rupees.'
            : `Prices in ${currency} are approximate: orders are charged in Pakistani rupees.`}
        </p>
      </div>
    </footer>
  );
}
