import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, isNull } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { MIGRATIONS_DIR } from '../../server/src/db/client';
import { ledgerBlocks, ledgerEvents } from '../../server/src/db/schema';
import { sealBlocks } from '../../server/src/modules/chain/service';
import { verifyLedger } from '../../server/src/modules/chain/verify';
import { BASE, createTestApp, DEFAULT_TEST_CONFIG, TestClock } from './support/app';
import { createTestDatabase } from './support/database';
import { buildLedgerScenario, execute } from './support/ledger';

describe('one chain with several instances on one database (D11)', () => {
  it('two apps writing and sealing at the same time: no fork, no gap, every event sealed once', async () => {
    const database = await createTestDatabase();
    // PostgreSQL: two pools, as two machines would have; PGlite: one embedded database shared in one process.
    const second =
      database.kind === 'postgres'
        ? new pg.Pool({ connectionString: (database.handle as pg.Pool).options.connectionString, max: 10 }).on(
            'error',
            () => undefined,
          )
        : (database.handle as PGlite);
    const clock = new TestClock();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xq-sealing-'));
    const options = (handle: PGlite | pg.Pool) => ({
      logger: false as const,
      now: clock.now,
      startWorkers: false,
      database: handle,
      config: { ...DEFAULT_TEST_CONFIG, dataDir, staticDir: path.join(dataDir, 'no-dist') },
    });
    const a = await buildApp(options(database.handle));
    const b = await buildApp(options(second));
    try {
      const work: Promise<unknown>[] = [];
      for (let round = 0; round < 12; round += 1) {
        for (let index = 0; index < 15; index += 1) {
          const app = index % 2 === 0 ? a : b;
          work.push(
            app.inject({
              method: 'POST',
              url: `${BASE}/index/sendCustomEmail`,
              payload: { name: `访客${round}-${index}`, phone: '13912340001', companyName: '并发公司' },
            }),
          );
        }
        work.push(sealBlocks(a.ctx), sealBlocks(b.ctx), sealBlocks(b.ctx));
        if (round % 4 === 3) clock.advance(61_000);
        await Promise.all(work.splice(0));
      }
      await Promise.all([sealBlocks(a.ctx), sealBlocks(b.ctx)]);
      expect(await a.db.select().from(ledgerEvents).where(isNull(ledgerEvents.blockHeight))).toEqual([]);
      const blocks = await a.db.select().from(ledgerBlocks).orderBy(asc(ledgerBlocks.height));
      expect(blocks.map((block) => block.height)).toEqual(blocks.map((_, index) => index + 1));
      expect(blocks.every((block) => block.txCount >= 1 && block.txCount <= 10)).toBe(true);
      const total = blocks.reduce((sum, block) => sum + block.txCount, 0);
      const counted = (await a.db.select({ id: ledgerEvents.id }).from(ledgerEvents)).length;
      expect(total).toBe(counted);
      expect(await verifyLedger(a.db)).toMatchObject({ ok: true, height: blocks.length, pending: 0 });
      // Both instances report one height.
      const heights = await Promise.all(
        [a, b].map(
          async (app) =>
            (await app.inject({ method: 'GET', url: `${BASE}/portal/chain/blocks?limit=1` })).json().data.total,
        ),
      );
      expect(heights).toEqual([blocks.length, blocks.length]);
    } finally {
      await a.close();
      await b.close();
      if (second instanceof pg.Pool) await second.end();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a database from before the hash chain', () => {
  it('is sealed into the chain by the migration and the sealer, with the same heights, and verifies', async () => {
    const t = await createTestApp();
    try {
      await buildLedgerScenario(t);
      // Signed in first: a sign-in is an audit row, and so a ledger event of its own (D12).
      const token = await t.login('enterprise01', 'Demo#2026');
      await t.get('/portal/chain/blockNumber', token);
      const before = await t.app.db
        .select({ id: ledgerEvents.id, height: ledgerEvents.blockHeight })
        .from(ledgerEvents)
        .orderBy(asc(ledgerEvents.id));
      // What the old sealer left: heights, no payloads, no hashes, no blocks, and no log (its tables came later).
      await execute(t, [
        'update ledger_events set payload = null, payload_hash = null, tx_hash = null',
        'delete from ledger_blocks',
        'delete from ledger_tree',
        'delete from ledger_cosignatures',
        'delete from ledger_checkpoints',
      ]);
      const file = fs.readdirSync(MIGRATIONS_DIR).find((name) => name.endsWith('_ledger_chain_custom.sql'))!;
      const statements = fs
        .readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8')
        .split('--> statement-breakpoint')
        .map((statement) => statement.trim())
        .filter(Boolean);
      await execute(t, statements);
      expect(await verifyLedger(t.app.db)).toMatchObject({ ok: true, height: 0, pending: before.length });
      await t.get('/portal/chain/blockNumber', token);
      const after = await t.app.db
        .select({ id: ledgerEvents.id, height: ledgerEvents.blockHeight })
        .from(ledgerEvents)
        .orderBy(asc(ledgerEvents.id));
      expect(after).toEqual(before);
      expect(await verifyLedger(t.app.db)).toMatchObject({ ok: true, pending: 0 });
      // And the rebuilt payloads hold what the rows hold: a later edit is caught.
      await execute(t, `update leads set phone = '13000000000' where id = (select min(id) from leads)`);
      expect((await verifyLedger(t.app.db)).ok).toBe(false);
    } finally {
      await t.close();
    }
  });
});
