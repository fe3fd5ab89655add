import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

export interface Mailer {
  /** Sends one mail; false when no mail server is configured. Errors are the caller's to log. */
  send(mail: Mail): Promise<boolean>;
  /**
   * Sends one mail through SMTP_URL, or without it writes it as an RFC 822 `.eml` file to `outboxDir`
   * (`<timestamp>-<id>.eml`), for mail the user must get, e.g. a password-reset link (README, SMTP_URL).
   * Answers where it went.
   */
  sendOrKeep(mail: Mail, outboxDir: string): Promise<{ sent: 'smtp' } | { sent: 'outbox'; file: string }>;
  close(): void;
}

/** Outgoing mail through SMTP_URL (nodemailer); without it, nothing goes out and the portal's bell is the channel. */
export function createMailer(smtpUrl: string | undefined, from: string): Mailer {
  let transport: Transporter | null = null;
  // Builds the very message SMTP would carry, kept in memory (nodemailer's stream transport).
  const outbox = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const mailer: Mailer = {
    async send(mail) {
      if (!smtpUrl || mail.to.length === 0) return false;
      transport ??= nodemailer.createTransport(smtpUrl);
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      return true;
    },
    async sendOrKeep(mail, outboxDir) {
      if (await mailer.send(mail)) return { sent: 'smtp' };
      const info = await outbox.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${randomBytes(6).toString('hex')}.eml`);
      // Written whole under another name first: whoever watches the outbox never reads half a mail.
      await writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
      await rename(`${file}.part`, file);
      return { sent: 'outbox', file };
    },
    close() {
      transport?.close();
    },
  };
  return mailer;
}
