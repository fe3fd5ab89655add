import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

export interface Mailer {
  /** Sends one mail; false when no mail server is configured. Errors are the caller's to log. */
  send(mail: Mail): Promise<boolean>;
  close(): void;
}

/** Outgoing mail through SMTP_URL (nodemailer); without it, nothing goes out and the portal's bell is the channel. */
export function createMailer(smtpUrl: string | undefined, from: string): Mailer {
  let transport: Transporter | null = null;
  return {
    async send(mail) {
      if (!smtpUrl || mail.to.length === 0) return false;
      transport ??= nodemailer.createTransport(smtpUrl);
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      return true;
    },
    close() {
      transport?.close();
    },
  };
}
