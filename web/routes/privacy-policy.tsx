// /privacy-policy: what we collect, why, who sees it and how to ask us about it, in ten numbered sections (SPEC §2).
import { PageHeader, PolicySection, useShopContact } from '../features/content/index.ts';
import { TextAnchor } from '../ui/text-link.tsx';
import { pageTitle, socialMeta } from '../lib/meta.ts';
import { READS_NO_QUERY } from '../lib/page-handle.ts';

export const handle = READS_NO_QUERY;

export function meta() {
  return socialMeta({
    title: pageTitle('Privacy policy'),
    description:
      'What Hunar collects when you shop with us, why, who sees it, how long we keep it and how to ask us to see, correct or delete it.',
  });
}

export default function PrivacyPolicy() {
  const { email, phone, address } = useShopContact();
  const emailUs = <TextAnchor href={`mailto:${email}`}>{email}</TextAnchor>;
  return (
    <div>
      <PageHeader eyebrow="Your data" title="Privacy policy">
        <p>
          We are a small family business. We collect only what we need to make, send and support your order, and we
          never sell it.
        </p>
        <p className="mt-4 text-sm">
          Last updated <time dateTime="2026-11-22">22 November 2026</time>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-3xl space-y-10 px-5 pt-12 sm:px-6 lg:pt-16">
        <PolicySection number={1} title="Information we collect">
          <ul>
            <li>
              <strong>When you order or preorder:</strong> your name, email, phone number, delivery address, the items
              you chose and your payment screenshot.
            </li>
            <li>
              <strong>When you create an account:</strong> your name, email, phone and address, and your password, which
              we store only in a scrambled (hashed) form that nobody can read.
            </li>
            <li>
              <strong>When you contact us:</strong> what you write in the contact form, email or WhatsApp, and the
              details you choose to give, such as your phone number or city.
            </li>
            <li>
              <strong>When you join the newsletter:</strong> your email address.
            </li>
            <li>
              <strong>When you visit:</strong> basic technical details such as your IP address and browser, which our
              server records to keep the shop running and to stop abuse.
            </li>
          </ul>
        </PolicySection>

        <PolicySection number={2} title="How we use it">
          <ul>
            <li>To process, deliver and support your orders and preorders, and to confirm your payments.</li>
            <li>To send you emails about your order, and answers to your messages.</li>
            <li>To send the newsletter, only if you asked for it; every issue lets you stop it.</li>
            <li>To keep the shop secure, prevent fraud and meet our legal and accounting duties.</li>
          </ul>
          <p>We do not use your information for advertising profiles, and we do not show you third-party ads.</p>
        </PolicySection>

        <PolicySection number={3} title="Payment screenshots">
          <p>
            Your payment screenshot is proof of a bank transfer and can show account details, so we treat it with extra
            care. It is kept private, stored apart from the rest of the shop, and seen only by our team and by you. When
            you upload it we remove hidden metadata from the image, such as the location where it was taken and details
            of your phone.
          </p>
        </PolicySection>

        <PolicySection number={4} title="Cookies and local storage">
          <p>
            Your shopping bag and wishlist are saved in your browser&apos;s local storage, on your own device, so they
            are still there when you come back. When you sign in, your browser also keeps you signed in. We use no
            advertising or tracking cookies.
          </p>
          <p>
            You can clear this at any time from your browser&apos;s settings; your bag and wishlist will then be empty
            on that device.
          </p>
        </PolicySection>

        <PolicySection number={5} title="Sharing">
          <p>
            We share only what a job needs. Our courier receives your name, phone number and delivery address to bring
            you your parcel. Services that run the shop for us, such as email delivery and hosting, handle data only on
            our behalf. We may disclose information when the law requires it.
          </p>
          <p>
            <strong>We never sell, rent or trade your personal data.</strong>
          </p>
        </PolicySection>

        <PolicySection number={6} title="Data retention">
          <p>
            We keep order records, including payment screenshots, for as long as we need them to deliver your order,
            handle exchanges and keep the accounts the law asks of us. Contact messages are kept while we help you,
            account details until you close your account, and your newsletter address until you unsubscribe. After that
            we delete the information or make it anonymous.
          </p>
        </PolicySection>

        <PolicySection number={7} title="Security">
          <p>
            The shop is served over an encrypted connection. Passwords are stored hashed, payment screenshots are
            reachable only through short-lived private links, and only the members of our team who need your order can
            open it. No system is perfectly secure, but if something ever went wrong we would tell you promptly.
          </p>
          <p>We never ask for card numbers, PINs, one-time codes or passwords. Anyone who does is not us.</p>
        </PolicySection>

        <PolicySection number={8} title="Your rights">
          <p>You can ask us at any time to:</p>
          <ul>
            <li>
              <strong>see</strong> the personal information we hold about you;
            </li>
            <li>
              <strong>correct</strong> anything that is wrong or out of date;
            </li>
            <li>
              <strong>delete</strong> your information, except what we must keep for legal or accounting reasons.
            </li>
          </ul>
          <p>Email us at {emailUs} from the address you shop with, and we will reply within 24 hours.</p>
        </PolicySection>

        <PolicySection number={9} title="Children's privacy">
          <p>
            We make clothes for children, but our shop is for grown-ups: accounts, orders and messages should come from
            a parent or guardian. We do not knowingly collect information from children. If you think a child has sent
            us their details, tell us and we will delete them.
          </p>
        </PolicySection>

        <PolicySection number={10} title="Changes and contact">
          <p>
            If we change this policy we will update this page and the date at the top, and for important changes we will
            also tell customers by email. Questions about your privacy are welcome:
          </p>
          <ul>
            <li>Email: {emailUs}</li>
            <li>
              Phone or WhatsApp: <TextAnchor href={phone.href}>{phone.display}</TextAnchor>
            </li>
            <li>Post: Hunar, {address.join(', ')}</li>
          </ul>
        </PolicySection>
      </div>
    </div>
  );
}
