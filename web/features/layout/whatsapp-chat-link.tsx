// The floating 'Chat on WhatsApp' link of the storefront, server-rendered when the Shop settings give a WhatsApp
// number. Bottom left, because the bottom right is the shop assistant's; never on the bag, the checkouts or in the panel.
import { useLocation } from 'react-router';
import { MessageCircle } from '../../ui/icons/message-circle.ts';
import { floatingBottom } from './floating-corners.ts';

export function WhatsappChatLink({ href }: { href: string }) {
  const path = useLocation().pathname;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`${floatingBottom(path)} fixed left-4 z-40 inline-flex h-14 w-14 items-center justify-center gap-2 rounded-full bg-[#167d4a] text-white shadow-lg ring-1 ring-white/30 transition hover:bg-leaf focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink sm:left-5 sm:h-12 sm:w-auto sm:px-5`}
    >
      <MessageCircle className="h-6 w-6 shrink-0 sm:h-5 sm:w-5" aria-hidden />
      <span className="sr-only text-sm font-semibold sm:not-sr-only">Chat on WhatsApp</span>
    </a>
  );
}
