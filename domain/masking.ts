// Personal data shown partly (DECISIONS X4 tracking by ID; logs that must not hold a full address): enough to
// recognise, not enough to misuse.

/** 'Sana.Khan@Example.pk' -> 's***@example.pk'; line breaks removed so a value cannot forge a log line. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  return `${local.charAt(0)}***@${domain.replace(/[\r\n]/g, '')}`;
}

/** '0300 1234567' -> '*******4567' */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length > 4 ? `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}` : '****';
}

/** '12 Mall Road' -> '12 ***' */
export function maskStreet(street: string): string {
  const clean = street.trim();
  return clean ? `${clean.slice(0, 3)}***` : '';
}
