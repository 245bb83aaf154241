import { authHandlers } from './auth';
import { leadHandlers } from './leads';
import { portalHandlers } from './portal';

/** Every mock handler, mirroring the server contract (DECISIONS D1). */
export const handlers = [...authHandlers, ...leadHandlers, ...portalHandlers];
