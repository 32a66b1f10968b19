// /contact: the message form beside the studio's contact details, business hours and social links (SPEC §2, §5).
import {
  BusinessHours,
  ContactChannels,
  ContactForm,
  PageHeader,
  SocialLinks,
  useShopContact,
} from '../features/content/index.ts';
import { TextLink } from '../ui/text-link.tsx';
import { pageTitle, socialMeta } from '../lib/meta.ts';
import type { Route } from './+types/contact';
import { READS_NO_QUERY } from '../lib/page-handle.ts';

export const handle = READS_NO_QUERY;

export function meta({ matches }: Route.MetaArgs) {
  const phone = matches[0].loaderData?.contact.phone.display;
  return socialMeta({
    title: pageTitle('Contact Us'),
    description: `Questions about an order, sizes, a custom piece or working with us? Message Hunar${phone ? `, call or WhatsApp ${phone}` : ''}. We reply within 24 hours.`,
  });
}

function InfoCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-linen bg-white/70 p-6">
      <h2 className="font-sans text-xs font-semibold uppercase tracking-[0.2em] text-madder">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export default function Contact() {
  const { social } = useShopContact();
  return (
    <div>
      <PageHeader eyebrow="We're here to help" title="Contact Us">
        <p>
          A question about an order, a size or a custom piece? Write to us and a real person at the studio will reply
          within 24 hours. Many answers are already in our <TextLink to="/faq">FAQ</TextLink>.
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-10 px-5 pt-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_360px] lg:items-start lg:gap-14 lg:px-8 lg:pt-16">
        <div className="rounded-2xl border border-linen bg-white p-6 shadow-sm sm:p-8 lg:p-10">
          <ContactForm />
        </div>
        <aside aria-label="Other ways to reach us" className="space-y-5">
          <InfoCard title="Get in touch">
            <ContactChannels />
          </InfoCard>
          <InfoCard title="Business hours">
            <BusinessHours />
          </InfoCard>
          {social.length > 0 && (
            <InfoCard title="Follow us">
              <SocialLinks />
            </InfoCard>
          )}
        </aside>
      </div>
    </div>
  );
}
