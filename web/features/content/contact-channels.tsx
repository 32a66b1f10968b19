// The studio's email, phone/WhatsApp and address (Shop settings), each with an icon and a direct link where one makes sense.
import { type Icon } from '../../ui/icons/icon.ts';
import { Mail } from '../../ui/icons/mail.ts';
import { MapPin } from '../../ui/icons/map-pin.ts';
import { Phone } from '../../ui/icons/phone.ts';
import { MessageCircle } from '../../ui/icons/message-circle.ts';
import { useShopContact } from './contact-details.ts';

function Channel({ icon: Icon, label, children }: { icon: Icon; label: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-3">
      <Icon className="mt-0.5 h-5 w-5 shrink-0 text-gold" aria-hidden />
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-[0.16em] text-muted">{label}</p>
        <div className="mt-1 text-[15px] leading-relaxed text-ink">{children}</div>
      </div>
    </li>
  );
}

const LINK =
  'font-medium underline decoration-linen underline-offset-4 transition hover:text-madder hover:decoration-madder';

export function ContactChannels() {
  const { email, phone, whatsapp, address } = useShopContact();
  return (
    <ul className="space-y-5">
      <Channel icon={Mail} label="Email">
        <a href={`mailto:${email}`} className={LINK}>
          {email}
        </a>
      </Channel>
      <Channel icon={Phone} label={whatsapp?.samePhone ? 'Phone & WhatsApp' : 'Phone'}>
        <a href={phone.href} className={LINK}>
          {phone.display}
        </a>
      </Channel>
      {whatsapp && !whatsapp.samePhone && (
        <Channel icon={MessageCircle} label="WhatsApp">
          <a href={whatsapp.href} target="_blank" rel="noopener noreferrer" className={LINK}>
            {whatsapp.display}
          </a>
        </Channel>
      )}
      <Channel icon={MapPin} label="Studio">
        <address className="not-italic">
          {address.map((line, i) => (
            <span key={i} className="block">
              {line}
            </span>
          ))}
        </address>
      </Channel>
    </ul>
  );
}
