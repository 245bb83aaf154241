import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

export interface SmsDriver {
  name: string;
  send(phone: string, text: string): Promise<void>;
}

/** Default driver: writes the message (and so the code) to the log, for development. */
export function consoleSmsDriver(log: FastifyBaseLogger): SmsDriver {
  return {
    name: 'console',
    async send(phone, text) {
      log.info({ sms: { phone, text } }, `[SMS] ${phone}: ${text}`);
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
    : consoleSmsDriver(log);
}
