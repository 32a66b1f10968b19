// The shop's Instagram, Facebook and WhatsApp profiles (Shop settings; an empty link is left out) as icon links opening in a new tab.
import { MessageCircle } from '../../ui/icons/message-circle.ts';
import type { SocialNetwork } from '../../../domain/schemas/settings.ts';
import { useShopContact } from './contact-details.ts';

const STROKE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

// lucide-react 1.x dropped brand logos, so the two marks are drawn here in lucide's outline style.
function InstagramIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden {...STROKE}>
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </svg>
  );
}

function FacebookIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden {...STROKE}>
      <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
    </svg>
  );
}

const ICONS: Record<SocialNetwork, React.ComponentType<{ className: string }>> = {
  instagram: InstagramIcon,
  facebook: FacebookIcon,
  whatsapp: MessageCircle,
};

export function SocialLinks() {
  return (
    <ul className="flex flex-col gap-2">
      {useShopContact().social.map(({ network, label, handle, href }) => {
        const Icon = ICONS[network];
        return (
          <li key={network}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="group flex items-center gap-3 rounded-lg border border-linen bg-white/70 px-4 py-3 transition hover:border-madder/50 hover:bg-white"
            >
              <span
                className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-sand text-madder"
                aria-hidden
              >
                <Icon className="h-[18px] w-[18px]" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-semibold text-ink">{label}</span>
                <span className="block truncate text-xs text-muted">{handle}</span>
              </span>
              <span className="sr-only">(opens in a new tab)</span>
              <span aria-hidden className="text-muted transition-transform group-hover:translate-x-0.5">
                ↗
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
