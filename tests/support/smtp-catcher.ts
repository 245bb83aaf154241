import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort, waitUntil } from './free-port.mjs';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: ParsedMail;
}

/** A real SMTP server on 127.0.0.1 that keeps every message; it can be stopped and started on the same port. */
export class SmtpCatcher {
  readonly messages: CaughtMail[] = [];
  port = 0;
  private server: SMTPServer | null = null;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    if (!this.port) this.port = await freePort();
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // stop() is an SMTP server going away: open connections (the server's mail pool) are cut after 0.5 s
      // instead of smtp-server's default 30 s of waiting for them.
      closeTimeout: 500,
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            this.messages.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              raw: parsed,
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    // A sender killed mid-session resets its connection (crash tests): not an error of the catcher.
    server.on('error', () => undefined);
    this.server = server;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The first message (from `after` on) that matches, waiting up to `timeoutMs`. */
  waitFor(match: (mail: CaughtMail) => boolean, timeoutMs = 20_000, after = 0): Promise<CaughtMail> {
    return waitUntil(() => this.messages.slice(after).find(match), timeoutMs, 'an e-mail at the SMTP catcher');
  }

  /** A 6-digit code in the newest message to `address`. */
  async codeFor(address: string, after = 0, timeoutMs = 20_000): Promise<string> {
    const mail = await this.waitFor(
      (candidate) => candidate.to.includes(address) && /\d{6}/.test(candidate.text),
      timeoutMs,
      after,
    );
    return /(\d{6})/.exec(mail.text)![1];
  }
}
