// /faq: the shop's terms as questions and answers in sections that open and close independently (SPEC §2, §9).
import { CreditCard } from '../ui/icons/credit-card.ts';
import { Headphones } from '../ui/icons/headphones.ts';
import { PackageCheck } from '../ui/icons/package-check.ts';
import { RefreshCcw } from '../ui/icons/refresh-ccw.ts';
import { Ruler } from '../ui/icons/ruler.ts';
import { Shirt } from '../ui/icons/shirt.ts';
import { Truck } from '../ui/icons/truck.ts';
import {
  CollapsibleSection,
  DomesticCharge,
  InternationalCharge,
  PageHeader,
  Question,
  QuestionList,
  SizeChartTable,
  useShopContact,
} from '../features/content/index.ts';
import { TextAnchor, TextLink } from '../ui/text-link.tsx';
import { pageTitle, socialMeta } from '../lib/meta.ts';
import { READS_NO_QUERY } from '../lib/page-handle.ts';

export const handle = READS_NO_QUERY;

export function meta() {
  return socialMeta({
    title: pageTitle('FAQ'),
    description:
      'Care of hand block-printed and embroidered clothing, delivery times and charges, returns and exchanges, sizes, payment and how to reach us.',
  });
}

function DetailsAndCare() {
  return (
    <QuestionList>
      <Question question="How are Hunar clothes made?">
        <p>
          Every piece is hand block-printed, embroidered or stitched by artisans in Hala, Multan, Bahawalpur, Swat,
          Quetta and Lahore. Small differences in print and stitch from one piece to the next are the mark of handwork,
          not flaws.
        </p>
      </Question>
      <Question question="How do I wash block-printed and ajrak pieces?">
        <p>
          Hand wash separately in cold water with a mild detergent for the first few washes, as hand-dyed colours may
          release a little dye. Dry inside out in the shade, never use bleach, and iron on the reverse.
        </p>
      </Question>
      <Question question="How do I care for chikankari, phulkari and mirror work?">
        <p>
          Hand wash gently or dry clean, and do not wring. Iron on the reverse over a soft towel so the embroidery keeps
          its shape, and never iron directly over mirrors.
        </p>
      </Question>
      <Question question="Will the colour match the photos?">
        <p>Very closely, but screens differ and every batch is dyed by hand, so expect a slight variation in shade.</p>
      </Question>
    </QuestionList>
  );
}

function DeliveryInformation() {
  return (
    <QuestionList>
      <Question question="How much is delivery within Pakistan?">
        <DomesticCharge />
      </Question>
      <Question question="How much is delivery outside Pakistan?">
        <InternationalCharge />
      </Question>
      <Question question="Which currency are delivery charges in?">
        <p>
          All prices and delivery charges are charged in Pakistani rupees (PKR). Amounts shown in another currency are a
          guide; the same delivery charge appears in your bag, at checkout and on your order confirmation.
        </p>
      </Question>
      <Question question="How long does delivery take?">
        <p>
          Within Pakistan, 5-7 working days, or 2-3 working days with express delivery. Outside Pakistan, up to 10
          working days.
        </p>
      </Question>
    </QuestionList>
  );
}

function ReturnsAndExchanges() {
  return (
    <QuestionList>
      <Question question="Can I exchange an item?">
        <p>Yes, within 30 days of delivery.</p>
      </Question>
      <Question question="Something is wrong with my order. What should I do?">
        <p>
          Tell us within 48 hours of delivery, with your tracking ID and a photo if you can, and we will put it right.
          This applies to international orders delivered to an address in Pakistan too: please report any problem within
          48 hours.
        </p>
      </Question>
      <Question question="Can I return sale items?">
        <p>Sale items cannot be returned or exchanged.</p>
      </Question>
      <Question question="Are delivery charges refunded?">
        <p>No, delivery charges are non-refundable.</p>
      </Question>
      <Question question="How do I start an exchange?">
        <p>
          Send us a message on the <TextLink to="/contact">contact page</TextLink> and choose &lsquo;Returns &amp;
          Exchanges&rsquo; as the subject.
        </p>
      </Question>
    </QuestionList>
  );
}

function SizeGuide() {
  return (
    <div className="space-y-4">
      <p className="text-[15px] leading-relaxed text-ink/80">
        Our default women&apos;s chart. Between two sizes? Message us your measurements and we will help you choose.
      </p>
      <SizeChartTable />
    </div>
  );
}

function DeliveryAndProcessing() {
  return (
    <QuestionList>
      <Question question="When will my order be processed?">
        <p>Within 24 hours of payment confirmation.</p>
      </Question>
      <Question question="When is my payment confirmed?">
        <p>We check every payment screenshot and update your payment status within 24 hours.</p>
      </Question>
      <Question question="How do preorders work?">
        <p>
          A preorder takes 5-9 weeks in all: production starts within 1-2 weeks and takes 3-6 weeks. You pay 50% when
          you place the preorder, and the remaining 50% plus delivery charges when it is ready.
        </p>
      </Question>
    </QuestionList>
  );
}

function PaymentAndSecurity() {
  return (
    <QuestionList>
      <Question question="How can I pay?">
        <p>
          By bank transfer or Easypaisa transfer. Transfer the total shown at checkout, then upload a screenshot of the
          transfer as proof of payment. Card payments are coming soon.
        </p>
      </Question>
      <Question question="Is my payment screenshot safe?">
        <p>
          Yes. It is kept private: only our team and you can see it, and hidden details such as location are removed
          from the image when you upload it.
        </p>
      </Question>
      <Question question="Will Hunar ever ask for my card number or password?">
        <p>
          Never. We do not ask for card numbers, PINs, one-time codes or passwords, by phone, WhatsApp or email. If
          someone does, it is not us: please do not reply, and let us know.
        </p>
      </Question>
    </QuestionList>
  );
}

function ContactAndSupport() {
  const { email, phone } = useShopContact();
  return (
    <QuestionList>
      <Question question="How do I reach you?">
        <p>
          Write to <TextAnchor href={`mailto:${email}`}>{email}</TextAnchor>, call or WhatsApp{' '}
          <TextAnchor href={phone.href}>{phone.display}</TextAnchor>, or use our{' '}
          <TextLink to="/contact">contact form</TextLink>. We reply within 24 hours.
        </p>
      </Question>
      <Question question="Can you make something to order?">
        <p>
          Often, yes. Send us a message with &lsquo;Custom Order&rsquo; as the subject and tell us what you have in
          mind: the piece, the size and when you need it.
        </p>
      </Question>
    </QuestionList>
  );
}

const SECTIONS = [
  { id: 'details-care', title: 'Details & Care', icon: Shirt, body: DetailsAndCare },
  { id: 'delivery', title: 'Delivery Information', icon: Truck, body: DeliveryInformation },
  { id: 'returns', title: 'Returns & Exchanges', icon: RefreshCcw, body: ReturnsAndExchanges },
  { id: 'size-guide', title: 'Size Guide', icon: Ruler, body: SizeGuide },
  { id: 'processing', title: 'Delivery & Processing', icon: PackageCheck, body: DeliveryAndProcessing },
  { id: 'payment', title: 'Payment & Security', icon: CreditCard, body: PaymentAndSecurity },
  { id: 'support', title: 'Contact & Support', icon: Headphones, body: ContactAndSupport },
] as const;

export default function Faq() {
  return (
    <div>
      <PageHeader eyebrow="Help" title="Frequently asked questions">
        <p>
          Care, delivery, returns, sizes and payment in one place. Can&apos;t find your answer?{' '}
          <TextLink to="/contact">Send us a message</TextLink>.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-3xl space-y-4 px-5 pt-12 sm:px-6 lg:pt-16">
        {SECTIONS.map(({ id, title, icon, body: Body }) => (
          <CollapsibleSection key={id} id={id} title={title} icon={icon}>
            <Body />
          </CollapsibleSection>
        ))}
      </div>
    </div>
  );
}
