/** Load, SIGKILL and the default rate limit on PostgreSQL, a throwaway cluster (the cases: support/load-cases.ts). */
import { defineLoadCases } from './support/load-cases';

defineLoadCases('postgres');
