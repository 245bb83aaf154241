import { createServer, type Server } from 'node:http';
import { freePort, waitUntil } from './free-port.mjs';

export interface CaughtSms {
  phone: string;
  text: string;
}

/** The HTTP endpoint the server's webhook SMS driver posts {phone, text} to. */
export class SmsReceiver {
  readonly messages: CaughtSms[] = [];
  port = 0;
  private server: Server | null = null;

  get url(): string {
    return `http://127.0.0.1:${this.port}/sms`;
  }

  async start(): Promise<this> {
    this.port = await freePort();
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        try {
          const parsed = JSON.parse(body) as CaughtSms;
          this.messages.push({ phone: String(parsed.phone), text: String(parsed.text) });
          response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
        } catch {
          response.writeHead(400).end();
        }
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', () => resolve()));
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async codeFor(phone: string, after = 0, timeoutMs = 20_000): Promise<string> {
    const sms = await waitUntil(
      () => this.messages.slice(after).find((message) => message.phone === phone && /\d{6}/.test(message.text)),
      timeoutMs,
      `an SMS to ${phone}`,
    );
    return /(\d{6})/.exec(sms.text)![1];
  }
}
