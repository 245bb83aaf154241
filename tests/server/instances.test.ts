/** D11: instances started together on one empty database all start (one migrates, the others wait for it). */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { DEFAULT_TEST_CONFIG } from './support/app';
import { createTestDatabase } from './support/database';
import journal from '../../server/src/db/migrations/meta/_journal.json';

describe('several instances', () => {
  it('three instances starting at once on an empty database: all start, the migrations run once', async () => {
    const database = await createTestDatabase({ empty: true });
    const pools: pg.Pool[] = [];
    const handleFor = () => {
      if (!(database.handle instanceof pg.Pool)) return database.handle as PGlite;
      const options = (database.handle as pg.Pool & { options: pg.PoolConfig }).options;
      const pool = new pg.Pool({ connectionString: options.connectionString, max: 5 });
      pool.on('error', () => undefined);
      pools.push(pool);
      return pool;
    };
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xq-instances-'));
    const config = { ...DEFAULT_TEST_CONFIG, dataDir, staticDir: path.join(dataDir, 'no-dist') };
    try {
      const apps = await Promise.all(
        [1, 2, 3].map(() => buildApp({ logger: false, startWorkers: false, database: handleFor(), config })),
      );
      for (const app of apps) expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      const applied = await apps[0]!.database.db.execute('select count(*)::int as n from drizzle.__drizzle_migrations');
      const rows = (applied as unknown as { rows: { n: number }[] }).rows;
      expect(rows[0]!.n).toBe(journal.entries.length);
      await Promise.all(apps.map((app) => app.close()));
    } finally {
      for (const pool of pools) await pool.end();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
