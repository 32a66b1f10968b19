// Email as staff see it (DECISIONS X11, SPEC §8): what a logged message can be, its delivery states, the retry
// schedule, and the admin panel's success messages.

export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  pending: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

/** Every kind of message the shop sends, with the name the email log shows. */
export const MAIL_KIND_LABELS = {
  'order-confirmation': 'Order confirmation',
  'order-status': 'Order status update',
  'order-tracking': 'Tracking details',
  'order-payment-received': 'Payment received',
  'order-unpaid-cancelled': 'Unpaid order cancelled',
  'order-refund-due': 'Paid order cancelled, refund on its way',
  'order-refunded': 'Refund sent',
  'preorder-confirmation': 'Preorder confirmation',
  'preorder-status': 'Preorder status update',
  'preorder-payment-received': 'Preorder payment received',
  'preorder-delivery-charge': 'Preorder final payment due',
  'preorder-progress-photo': 'Preorder progress photo',
  'password-reset': 'Password reset',
  'email-changed': 'Email address changed',
  'staff-invite': 'Staff invite',
  'contact-to-shop': 'Contact form message',
  'contact-acknowledgement': 'Contact form reply',
  'newsletter-welcome': 'Newsletter welcome',
  'newsletter-update': 'General update',
  custom: 'Custom email',
  test: 'Test email',
} as const;
export type MailKind = keyof typeof MAIL_KIND_LABELS;
export const MAIL_KINDS = Object.keys(MAIL_KIND_LABELS) as MailKind[];

/** Waits after the 1st, 2nd ... failed attempt; after the last one the message is given up as failed. */
export const MAIL_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000] as const;
/** The first try and one retry per delay. */
export const MAIL_MAX_ATTEMPTS = MAIL_RETRY_DELAYS_MS.length + 1;

/** SPEC §8's email successes, shown in the admin panel. */
export const MAIL_MESSAGES = {
  testSent: 'Email configuration test successful!',
  orderConfirmationSent: 'Order confirmation email sent successfully!',
  orderStatusSent: 'Order status update email sent successfully!',
  preorderConfirmationSent: 'Preorder confirmation email sent successfully!',
  preorderStatusSent: 'Preorder status update email sent successfully!',
  customSent: 'Custom email sent successfully!',
  generalUpdateSent: 'General update email sent successfully!',
} as const;

/** Why a re-send from the admin panel was refused. */
export const MAIL_REFUSALS = {
  noAddress: 'This customer gave no email address, so there is nowhere to send it. Reach them by phone or WhatsApp.',
} as const;
