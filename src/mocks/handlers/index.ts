import { accountHandlers } from './accounts';
import { auditHandlers } from './audit';
import { authHandlers } from './auth';
import { contentHandlers } from './content';
import { chainHandlers } from './chain';
import { consoleHandlers } from './console';
import { leadHandlers } from './leads';
import { notificationHandlers } from './notifications';
import { portalHandlers } from './portal';
import { reviewHandlers } from './review';
import { serviceHandlers } from './service';
import { talentHandlers } from './talent';
import { totpHandlers } from './totp';

/** Every mock handler, mirroring the server contract (DECISIONS D1). */
export const handlers = [
  ...talentHandlers,
  ...reviewHandlers,
  ...serviceHandlers,
  ...authHandlers,
  ...leadHandlers,
  ...portalHandlers,
  // Operations console.
  ...accountHandlers,
  ...contentHandlers,
  ...auditHandlers,
  ...chainHandlers,
  ...totpHandlers,
  // D13: site facts at run time, active sessions.
  ...consoleHandlers,
  ...notificationHandlers,
];
