import { authHandlers } from './auth';
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
];
