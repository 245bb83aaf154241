/** Load, SIGKILL and the default rate limit on PGlite (the cases: support/load-cases.ts). */
import { defineLoadCases } from './support/load-cases';

defineLoadCases('pglite');
