import { accountHandlers } from './accounts';
import { auditHandlers } from './audit';
import { authHandlers } from './auth';
import { contentHandlers } from './content';
import { chainHandlers } from './chain';
import { leadHandlers } from './leads';
import { portalHandlers } from './portal';
import { reviewHandlers } from './review';
import { serviceHandlers } from './service';
import { talentHandlers } from './talent';

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
];
