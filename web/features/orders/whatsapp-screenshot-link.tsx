// 'Send your payment screenshot on WhatsApp' on the order and preorder confirmations: most Pakistani shoppers pay from
// a banking app on the same phone, so the screenshot goes to the studio's WhatsApp with the ID already typed in.
import { paymentScreenshotMessage, whatsappLink } from '../../../domain/whatsapp.ts';
import { MessageCircle } from '../../ui/icons/message-circle.ts';
import { useShopContact } from '../content/index.ts';

/** Nothing when the Shop settings leave the WhatsApp number empty. */
export function WhatsappScreenshotLink({ kind, id }: { kind: 'order' | 'preorder'; id: string }) {
  const whatsapp = useShopContact().whatsapp;
  if (!whatsapp) return null;
  return (
    <a
      href={whatsappLink(whatsapp.e164, paymentScreenshotMessage(kind, id))}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-[#167d4a]/40 bg-[#167d4a]/5 px-4 text-sm font-semibold text-[#146c41] transition hover:border-[#167d4a] hover:bg-[#167d4a]/10 print:hidden"
    >
      <MessageCircle className="h-5 w-5 shrink-0" aria-hidden />
      Send your payment screenshot on WhatsApp
    </a>
  );
}
