/**
 * What `npm run ledger:verify` does, as a function of its arguments and environment (the entry,
 * ledger-verify.ts, only wires it to the process): the tests run it in-process, where a child process
 * costs seconds of start-up per call.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { ConfigError, loadDatabaseConfig } from '../config';
import { openDatabase } from '../db/client';
import { ledgerBlocks } from '../db/schema';
import { ledgerCounts, verifyLedger } from '../modules/chain/verify';

/** Where the command writes: standard output and standard error in the CLI. */
export interface CommandOutput {
  log: (line: string) => void;
  error: (line: string) => void;
}

/** Exit codes: 0 the ledger verifies, 1 a mismatch (block or anchor), 2 bad arguments or no readable database. */
export async function runLedgerVerify(
  args: string[],
  env: NodeJS.ProcessEnv,
  output: CommandOutput,
  cwd = process.cwd(),
): Promise<0 | 1 | 2> {
  const json = args.includes('--json');
  const anchors: { height: number; hash: string }[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    const value = arg.startsWith('--anchor=')
      ? arg.slice('--anchor='.length)
      : arg === '--anchor'
        ? args[++index]
        : null;
    if (value === null) continue;
    const match = /^(\d+):([0-9a-fA-F]{64})$/.exec(value ?? '');
    if (!match) {
      output.error(`--anchor expects HEIGHT:HASH (a block height and its 64 hex digit hash), got "${value ?? ''}"`);
      return 2;
    }
    anchors.push({ height: Number(match[1]), hash: match[2]!.toLowerCase() });
  }

  let config;
  try {
    config = loadDatabaseConfig(env, cwd);
  } catch (error) {
    output.error(error instanceof ConfigError ? error.message : String(error));
    return 2;
  }
  if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'pglite'))) {
    output.error(
      `No database at ${path.join(config.dataDir, 'pglite')} (set DATA_DIR, or DATABASE_URL for PostgreSQL).`,
    );
    return 2;
  }

  const database = await openDatabase(config, { poolSize: 2 });
  try {
    const started = Date.now();
    let result;
    try {
      result = await verifyLedger(database.db);
    } catch (error) {
      output.error(`Cannot read the ledger (has the server migrated this database?): ${(error as Error).message}`);
      return 2;
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
    if (json) output.log(JSON.stringify({ ...result, anchors: anchorProblems, ok, seconds }));
    else {
      const counts = await ledgerCounts(database.db);
      const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${config.dataDir}/pglite)`;
      output.log(`Ledger: ${where}`);
      output.log(
        `  ${counts.blocks} blocks, ${counts.events} transactions (${result.pending} not sealed yet), ${result.checkedRecords} records checked in ${seconds.toFixed(1)} s`,
      );
      output.log(`  head: height ${result.height}, hash ${result.headHash}`);
      if (ok)
        output.log('  OK: every payload, transaction hash, Merkle root, block hash and link verifies. 账本校验通过。');
      else {
        if (!result.ok) {
          output.log(`  MISMATCH at block ${result.firstBadHeight}: ${result.reason}`);
          if (result.detail) output.log(`  detail: ${result.detail}`);
        }
        for (const problem of anchorProblems) output.log(`  ANCHOR: ${problem}`);
      }
    }
    return ok ? 0 : 1;
  } finally {
    await database.close();
  }
}
