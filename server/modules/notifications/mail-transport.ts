// Where delivered mail goes: an SMTP server (SMTP_URL) through nodemailer, or, with none configured, an .eml file per
// message in DATA_DIR/mail that an operator can open in any mail program (DECISIONS X11). Both build the message with
// nodemailer, so a file shows exactly what SMTP would have sent.
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMail {
  id: string;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string>;
  attachments: MailAttachment[];
  date: Date;
}

export interface MailTransport {
  /** What the admin panel shows: 'smtp' with the server's host and port, or 'files' with the folder. */
  readonly describe: { kind: 'smtp' | 'files'; target: string };
  /** Delivers one message; answers where it went (message id or file name). Throws when delivery failed. */
  send(mail: OutgoingMail): Promise<string>;
  /** Checks that mail can be delivered now (SMTP: connects and signs in); throws the reason when not. */
  verify(): Promise<void>;
  close(): void;
}

/** A mail server that does not answer is given up on in seconds, so one slow server cannot hold a batch for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

const messageOf = (mail: OutgoingMail, domain: string) => ({
  messageId: `<${mail.id}@${domain}>`,
  from: mail.from,
  to: mail.to,
  ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
  subject: mail.subject,
  text: mail.text,
  ...(mail.html ? { html: mail.html } : {}),
  headers: mail.headers,
  attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
  date: mail.date,
});

/** The host part of the sender's address, for Message-IDs that say which shop sent them. */
const senderDomain = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'shop.local';

export function smtpMailTransport(url: string): MailTransport {
  const parsed = new URL(url);
  const transporter = nodemailer.createTransport({
    host: parsed.hostname,
    port: Number(parsed.port) || (parsed.protocol === 'smtps:' ? 465 : 587),
    // smtps:// is TLS from the first byte (465); smtp:// upgrades with STARTTLS when the server offers it.
    secure: parsed.protocol === 'smtps:',
    ...(parsed.username
      ? { auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } }
      : {}),
    ...SMTP_TIMEOUTS,
  });
  const secrets = [parsed.password, decodeURIComponent(parsed.password)].filter((secret) => secret.length >= 3);
  /** A server's answer is logged and shown to the admin; it never carries the password, even if a server echoes it. */
  const redacted = (err: unknown) => {
    let message = err instanceof Error ? err.message : String(err);
    for (const secret of secrets) message = message.replaceAll(secret, '***');
    return new Error(message);
  };
  return {
    describe: {
      kind: 'smtp',
      target: `${parsed.hostname}:${parsed.port || (parsed.protocol === 'smtps:' ? 465 : 587)}`,
    },
    async send(mail) {
      const info = await transporter.sendMail(messageOf(mail, senderDomain(mail.from))).catch((err: unknown) => {
        throw redacted(err);
      });
      if (info.rejected.length > 0) throw redacted(`refused by the mail server: ${info.response}`);
      return info.messageId;
    },
    async verify() {
      await transporter.verify().catch((err: unknown) => {
        throw redacted(err);
      });
    },
    close: () => transporter.close(),
  };
}

export function fileMailTransport(dir: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    describe: { kind: 'files', target: dir },
    async send(mail) {
      const { message } = (await composer.sendMail(messageOf(mail, senderDomain(mail.from)))) as { message: Buffer };
      const name = `${mail.date.toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`;
      // Written under a temporary name, then renamed: a reader never sees half a message.
      const temporary = path.join(dir, `.${name}.tmp`);
      const write = () => fs.writeFile(temporary, message, { mode: 0o600 });
      // The folder is made when a message finds it missing (the first one, or after someone removed it), not checked
      // before every message: under load that check took about as much CPU as writing the message (bench profile).
      await write().catch(async (err: unknown) => {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        await fs.mkdir(dir, { recursive: true, mode: 0o700 });
        await write();
      });
      await fs.rename(temporary, path.join(dir, name));
      return name;
    },
    async verify() {
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      await fs.access(dir, fs.constants.W_OK);
    },
    close: () => undefined,
  };
}
