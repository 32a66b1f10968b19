// Where delivered mail goes. With no SMTP configured every message is written to DATA_DIR/mail as an .eml file an
// operator can open in any mail program (DECISIONS X11).
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface OutgoingMail {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  date: Date;
}

export interface MailTransport {
  /** Delivers one message; answers where it went (file name or message id). Throws when delivery failed. */
  send(mail: OutgoingMail): Promise<string>;
}

/** RFC 2047 encoded-word for header values that are not plain ASCII. */
function headerText(value: string): string {
  const clean = value.replace(/[\r\n]+/g, ' ');
  return /^[\x20-\x7e]*$/.test(clean) ? clean : `=?UTF-8?B?${Buffer.from(clean, 'utf8').toString('base64')}?=`;
}

/** 8-bit UTF-8 with CRLF line ends: an operator can read the file as it is and copy a link out of it whole. */
function eightBitBody(text: string): string {
  return `${text.replace(/\r?\n/g, '\r\n')}\r\n`;
}

/** The message in RFC 5322 form: plain text, or text and HTML as multipart/alternative. */
export function toEml(mail: OutgoingMail): string {
  const headers = [
    `From: ${headerText(mail.from)}`,
    `To: ${headerText(mail.to)}`,
    `Subject: ${headerText(mail.subject)}`,
    `Date: ${mail.date.toUTCString()}`,
    `Message-ID: <${mail.id}@shop.local>`,
    'MIME-Version: 1.0',
  ];
  const part = (type: string, body: string) =>
    `Content-Type: ${type}; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n${eightBitBody(body)}`;
  if (!mail.html) return `${headers.join('\r\n')}\r\n${part('text/plain', mail.text)}`;
  const boundary = `=_${crypto.randomBytes(12).toString('hex')}`;
  return [
    ...headers,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    part('text/plain', mail.text),
    `--${boundary}`,
    part('text/html', mail.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

export function fileMailTransport(dir: string): MailTransport {
  return {
    async send(mail) {
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const name = `${mail.date.toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`;
      // Written under a temporary name, then renamed: a reader never sees half a message.
      const temporary = path.join(dir, `.${name}.tmp`);
      await fs.writeFile(temporary, toEml(mail), { mode: 0o600 });
      await fs.rename(temporary, path.join(dir, name));
      return name;
    },
  };
}
