import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  fileStem: string;
}

export interface MailTransport {
  kind: 'smtp' | 'eml';
  send(mail: OutgoingMail): Promise<string>;
  close(): void;
}

/** nodemailer over SMTP_URL. */
export function smtpTransport(smtpUrl: string): MailTransport {
  // One pooled connection instead of a new one per mail; short timeouts so a silent server cannot hold the
  // worker past its 60 s claim (another instance could then send the same row again).
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries({
    pool: 'true',
    connectionTimeout: '10000',
    greetingTimeout: '10000',
    socketTimeout: '30000',
  }))
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  const transporter = nodemailer.createTransport(url.toString());
  return {
    kind: 'smtp',
    async send(mail) {
      const { fileStem: _unused, ...message } = mail;
      void _unused;
      const info = await transporter.sendMail(message);
      return String(info.messageId ?? mail.messageId);
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP_URL: one .eml file per mail under DATA_DIR/outbox (D6). */
export function emlTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'eml',
    async send(mail) {
      const { fileStem, ...message } = mail;
      const info = await transporter.sendMail(message);
      const target = path.join(dir, `${fileStem}.eml`);
      // Write then rename, so a half-written file is never seen as a mail. The folder is made on first need.
      await fs.writeFile(`${target}.tmp`, info.message as Buffer).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
        await fs.mkdir(dir, { recursive: true });
        await fs.writeFile(`${target}.tmp`, info.message as Buffer);
      });
      await fs.rename(`${target}.tmp`, target);
      return mail.messageId;
    },
    close: () => undefined,
  };
}
