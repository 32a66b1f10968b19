// The contact form's emails rendered from their blocks: the shop's copy answers the sender and carries the file; the
// sender's acknowledgement repeats their words with the shop's hours and other ways in. Database-free (unit tests).
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTACT } from '../../../domain/shop-contact.ts';
import { contactAcknowledgementMail, contactToShopMail } from './contact-mail.ts';

const base = 'https://hunar.pk';
const message = {
  name: 'Sana Mir',
  email: 'sana@example.pk',
  phone: '0301 2345678',
  location: 'Karachi',
  subject: 'custom',
  message: 'Could you make the ajrak kurta in XXL?\n\nI need it before Eid.',
};
const attachment = { filename: 'sketch.pdf', contentType: 'application/pdf', storageKey: 'contact/abc.pdf' };

describe('contact mail', () => {
  it("goes to the shop's address, answers the sender, lists their details and carries the file", () => {
    const mail = contactToShopMail(message, 'hello@hunar.pk', attachment, base);
    expect(mail).toMatchObject({
      kind: 'contact-to-shop',
      to: 'hello@hunar.pk',
      replyTo: 'sana@example.pk',
      subject: 'Contact form: Custom Order from Sana Mir',
      attachments: [attachment],
    });
    expect(mail.text).toContain('Name: Sana Mir');
    expect(mail.text).toContain('Phone: 0301 2345678');
    expect(mail.text).toContain('Location: Karachi');
    expect(mail.text).toContain('Attachment: sketch.pdf');
    expect(mail.text).toContain('Could you make the ajrak kurta in XXL?\n\nI need it before Eid.');
    expect(mail.html).toContain(`href="${base}/admin?tab=messages"`);
  });

  it('leaves out what the sender did not give', () => {
    const mail = contactToShopMail({ ...message, phone: '', location: '' }, 'hello@hunar.pk', null, base);
    expect(mail.attachments).toBeUndefined();
    expect(mail.text).not.toContain('Phone:');
    expect(mail.text).not.toContain('Attachment:');
  });

  it('thanks the sender with a copy of their message, the hours and other ways to reach the shop', () => {
    const mail = contactAcknowledgementMail(message, DEFAULT_CONTACT, base);
    expect(mail).toMatchObject({ kind: 'contact-acknowledgement', to: 'sana@example.pk' });
    expect(mail.text).toMatch(/^Assalam-o-alaikum Sana,/);
    expect(mail.text).toContain('Custom Order: Could you make the ajrak kurta in XXL?');
    expect(mail.text).toContain('Saturday: 10:00 am – 4:00 pm');
    expect(mail.text).toContain(`Email: ${DEFAULT_CONTACT.email}`);
    expect(mail.text).toContain(`Browse the shop: ${base}/shop`);
  });

  it('escapes what the sender typed', () => {
    const mail = contactToShopMail({ ...message, name: '<img src=x onerror=alert(1)>' }, 'hello@hunar.pk', null, base);
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x');
  });
});
