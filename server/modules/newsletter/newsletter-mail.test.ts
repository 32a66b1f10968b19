// The newsletter's emails rendered from their blocks: one-click unsubscribe headers (RFC 8058) pointing at the API and the footer's link at the page on
// both, and staff's update in the brand's template. Database-free (unit tests).
import { describe, expect, it } from 'vitest';
import { generalUpdateMail, newsletterWelcomeMail } from './newsletter-mail.ts';

const base = 'https://hunar.pk';
const oneClick = `${base}/api/newsletter/unsubscribe?token=abc123`;
const unsubscribe = `${base}/unsubscribe?token=abc123`;
const zara = { email: 'zara@example.pk', unsubscribeUrl: unsubscribe, oneClickUnsubscribeUrl: oneClick };

describe('newsletter mail', () => {
  it('welcomes a subscriber with the way out in the headers and the footer', () => {
    const mail = newsletterWelcomeMail(zara, base);
    expect(mail).toMatchObject({
      kind: 'newsletter-welcome',
      to: 'zara@example.pk',
      headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    expect(mail.text).toContain(`Unsubscribe: ${unsubscribe}`);
    expect(mail.html).toContain(`href="${unsubscribe}"`);
    expect(mail.html).toContain(`href="${base}/shop"`);
  });

  it("sends staff's update under their subject, paragraph by paragraph, with the way out", () => {
    const mail = generalUpdateMail(
      zara,
      { subject: 'Eid collection is here', message: 'Twelve new pieces.\n\nOrders close on the 20th.' },
      base,
    );
    expect(mail).toMatchObject({
      kind: 'newsletter-update',
      subject: 'Eid collection is here',
      headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    expect(mail.text).toContain('Twelve new pieces.\n\nOrders close on the 20th.');
    expect(mail.html).toMatch(/<p[^>]*>Twelve new pieces\.<\/p><p[^>]*>Orders close on the 20th\.<\/p>/);
    expect(mail.text).toContain(`Unsubscribe: ${unsubscribe}`);
  });
});
