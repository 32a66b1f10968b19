// Contact form facts shared by the page and the API, without zod (the page ships them in its first download).
export const CONTACT_SUBJECTS = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'order', label: 'Order Support' },
  { value: 'custom', label: 'Custom Order' },
  { value: 'return', label: 'Returns & Exchanges' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'other', label: 'Other' },
] as const;

export const CONTACT_SUCCESS = "Thank you! Your message has been sent successfully. We'll get back to you soon.";
export const CONTACT_FAILURE = 'Sorry, there was an error sending your message. Please try again.';

/** An attachment reference that is not a stored contact-form upload (another bucket, an address from elsewhere). */
export const CONTACT_ATTACHMENT_MISSING = 'The attached file could not be found. Please choose the file again.';

/** Staff read the messages 20 at a time, newest first. */
export const CONTACT_MESSAGES_PAGE_SIZE = 20;
