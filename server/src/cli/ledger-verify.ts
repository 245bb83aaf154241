/**
 * `npm run ledger:verify [-- --json] [-- --anchor HEIGHT:HASH …]`: recomputes the whole ledger from the database
 * named by DATA_DIR / DATABASE_URL (like the server) and prints a summary. Exit 0: it verifies; 1: a mismatch (the
 * first bad block and why); 2: the database cannot be read. Read-only: it neither migrates nor seals. With PGlite,
 * stop the server first (one process per DATA_DIR).
 *
 * `--anchor HEIGHT:HASH` checks a block hash recorded outside the database earlier (from GET /portal/chain/verify's
 * headHash or the explorer): a chain rewritten whole, with every hash recomputed, verifies on its own but not
 * against an anchor.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { ConfigError, loadDatabaseConfig } from '../config';
import { openDatabase } from '../db/client';
import { ledgerBlocks } from '../db/schema';
import { ledgerCounts, verifyLedger } from '../modules/chain/verify';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const args = process.argv.slice(2);
const json = args.includes('--json');
const anchors: { height: number; hash: string }[] = [];
for (let index = 0; index < args.length; index += 1) {
  const arg = args[index]!;
  const value = arg.startsWith('--anchor=') ? arg.slice('--anchor='.length) : arg === '--anchor' ? args[++index] : null;
  if (value === null) continue;
  const match = /^(\d+):([0-9a-fA-F]{64})$/.exec(value ?? '');
  if (!match) fail(`--anchor expects HEIGHT:HASH (a block height and its 64 hex digit hash), got "${value ?? ''}"`);
  anchors.push({ height: Number(match[1]), hash: match[2]!.toLowerCase() });
}

let config;
try {
  config = loadDatabaseConfig();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}
if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'pglite')))
  fail(`No database at ${path.join(config.dataDir, 'pglite')} (set DATA_DIR, or DATABASE_URL for PostgreSQL).`);

const database = await openDatabase(config, { poolSize: 2 });
let exitCode: number;
try {
  const started = Date.now();
  let result;
  try {
    result = await verifyLedger(database.db);
  } catch (error) {
    fail(`Cannot read the ledger (has the server migrated this database?): ${(error as Error).message}`);
  }
  const anchorProblems: string[] = [];
  for (const anchor of anchors) {
    const [block] = await database.db
      .select({ hash: ledgerBlocks.hash })
      .from(ledgerBlocks)
      .where(eq(ledgerBlocks.height, anchor.height));
    if (block?.hash !== anchor.hash)
      anchorProblems.push(`区块 ${anchor.height} 的哈希与外部记录的锚点不符（${block ? block.hash : '区块不存在'}）`);
  }
  const ok = result.ok && anchorProblems.length === 0;
  const seconds = (Date.now() - started) / 1000;
  if (json) console.log(JSON.stringify({ ...result, anchors: anchorProblems, ok, seconds }));
  else {
    const counts = await ledgerCounts(database.db);
    const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${config.dataDir}/pglite)`;
    console.log(`Ledger: ${where}`);
    console.log(
      `  ${counts.blocks} blocks, ${counts.events} transactions (${result.pending} not sealed yet), ${result.checkedRecords} records checked in ${seconds.toFixed(1)} s`,
    );
    console.log(`  head: height ${result.height}, hash ${result.headHash}`);
    if (ok)
      console.log('  OK: every payload, transaction hash, Merkle root, block hash and link verifies. 账本校验通过。');
    else {
      if (!result.ok) {
        console.log(`  MISMATCH at block ${result.firstBadHeight}: ${result.reason}`);
        if (result.detail) console.log(`  detail: ${result.detail}`);
      }
      for (const problem of anchorProblems) console.log(`  ANCHOR: ${problem}`);
    }
  }
  exitCode = ok ? 0 : 1;
} finally {
  await database.close();
}
process.exit(exitCode);
