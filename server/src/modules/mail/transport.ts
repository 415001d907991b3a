import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Stable per outbox row: a message sent twice after a crash is recognisable as one. */
  messageId: string;
  headers?: Record<string, string>;
}

/** How many messages one SMTP connection carries before it is replaced by a fresh one. */
export const SMTP_MESSAGES_PER_CONNECTION = 100;

/** How messages leave: SMTP when SMTP_URL is set, else kept as `.eml` files in DATA_DIR/mail. */
export interface MailTransport {
  name: 'smtp' | 'file';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * nodemailer over SMTP (`smtp://user:pass@host:587`, `smtps://…`). One pooled connection carries
 * up to 100 messages: after a rush the sender has thousands to send one after the other, and a
 * new connection (greeting, TLS, sign-in) for each cost more than the message, and some providers
 * refuse connections that come that fast. An idle connection closes after `socketTimeout`.
 * @see https://nodemailer.com/smtp/pooled/
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 1,
    maxMessages: SMTP_MESSAGES_PER_CONNECTION,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    name: 'smtp',
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

/**
 * The embedded default: nothing to configure. nodemailer builds the same MIME message it would
 * send, and it is written to `DATA_DIR/mail/<message id>.eml` (open it with any mail app).
 */
export function createFileTransport(dataDir: string): MailTransport {
  const dir = path.join(dataDir, 'mail');
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    name: 'file',
    async send(mail) {
      const info = await transporter.sendMail(mail);
      const name = mail.messageId.replace(/[<>]/g, '').replace(/[^\w.@-]/g, '_');
      const file = path.join(dir, `${name}.eml`);
      try {
        await writeFile(file, info.message as Buffer);
      } catch (error) {
        // The folder is made when it is missing, not before every message.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        await mkdir(dir, { recursive: true });
        await writeFile(file, info.message as Buffer);
      }
    },
    close: () => transporter.close(),
  };
}
