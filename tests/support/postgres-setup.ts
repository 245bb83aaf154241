import { inject } from 'vitest';

// Before each server-pg file is imported: the server suite's helpers and the servers it starts read DATABASE_URL.
process.env.DATABASE_URL = inject('databaseUrl');
