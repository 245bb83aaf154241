import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { maskPhone } from '#utils/mask';
import type { Config } from '../config';

export interface SmsDriver {
  name: string;
  send(phone: string, text: string): Promise<void>;
}

/**
 * Default driver, for development: no SMS leaves the machine; each message is written as a file under
 * DATA_DIR/sms (like the .eml outbox). D10: the text and its code never reach the log, which only says where the
 * message went, with the phone masked. Production refuses it unless ALLOW_CONSOLE_SMS=1 (config.ts).
 */
export function consoleSmsDriver(log: FastifyBaseLogger, dir: string): SmsDriver {
  return {
    name: 'console',
    async send(phone, text) {
      await fs.mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('.', '-');
      // Named by time and the last 4 digits: the log line that names the file must not carry the number either.
      const file = path.join(dir, `${stamp}-${phone.slice(-4)}.txt`);
      await fs.writeFile(file, `To: ${phone}\n\n${text}\n`, 'utf8');
      log.info({ sms: { phone: maskPhone(phone), file } }, `[SMS] ${maskPhone(phone)}: written to ${file}`);
    },
  };
}

/** POSTs {phone, text} as JSON to SMS_WEBHOOK_URL. */
export function webhookSmsDriver(url: string): SmsDriver {
  return {
    name: 'webhook',
    async send(phone, text) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS webhook answered HTTP ${response.status}`);
    },
  };
}

export function smsDriverFor(config: Config, log: FastifyBaseLogger): SmsDriver {
  return config.smsDriver === 'webhook' && config.smsWebhookUrl
    ? webhookSmsDriver(config.smsWebhookUrl)
    : consoleSmsDriver(log, path.join(config.dataDir, 'sms'));
}
