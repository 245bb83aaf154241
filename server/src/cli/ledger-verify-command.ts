/**
 * What `npm run ledger:verify` does, as a function of its arguments and environment (the entry,
 * ledger-verify.ts, only wires it to the process): the tests run it in-process, where a child process
 * costs seconds of start-up per call.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { ConfigError, loadDatabaseConfig } from '../config';
import { openDatabase, type Db } from '../db/client';
import { ledgerBlocks } from '../db/schema';
import { ledgerCounts, verifyLedger } from '../modules/chain/verify';
import { rebuildTree } from '../modules/chain/verify-blocks';
import { nodeEd25519Verify, readKeyFile } from '../modules/chain/keys';
import { nodeDigest } from '../lib/crypto';
import { parseCheckpoint, parseNote, parseVerifierKey, verifyNote } from '#utils/tlog';

/** Where the command writes: standard output and standard error in the CLI. */
export interface CommandOutput {
  log: (line: string) => void;
  error: (line: string) => void;
}

function valueOf(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index >= 0) return args[index + 1];
  return args.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
}

/** The log's verifier key: LEDGER_KEY_FILE's, or the development key under DATA_DIR. */
function logKeyOf(env: NodeJS.ProcessEnv, dataDir: string, cwd: string): string | undefined {
  const file = env.LEDGER_KEY_FILE ? path.resolve(cwd, env.LEDGER_KEY_FILE) : path.join(dataDir, 'ledger.key');
  try {
    return readKeyFile(file).vkey;
  } catch {
    return undefined;
  }
}

/**
 * D12: a checkpoint saved earlier (by a witness, an auditor, the daily mail) against today's ledger: its signature
 * by the log key, and the tree rebuilt from today's transactions has the same root at its size. Null: it extends.
 */
async function checkSavedCheckpoint(db: Db, file: string, vkey: string | undefined): Promise<string | null> {
  if (!fs.existsSync(file)) return `找不到检查点文件 ${file}`;
  const text = fs.readFileSync(file, 'utf8');
  const note = parseNote(text);
  const checkpoint = note ? parseCheckpoint(note.text) : null;
  if (!note || !checkpoint) return `${file} 不是签名检查点（C2SP tlog-checkpoint）`;
  const key = vkey ? await parseVerifierKey(nodeDigest, vkey) : null;
  if (!key) return '没有账本的验证公钥：用 --key <vkey> 指定（GET /portal/chain/key 的 vkey）';
  const { verified, failed } = await verifyNote(note, [key], nodeEd25519Verify);
  if (verified.length === 0 || failed.length > 0) return `检查点 ${file} 的签名不是这个账本密钥签的（或已被改动）`;
  let root: Buffer | null = null;
  const rebuilt = await rebuildTree(db, new Set([checkpoint.size]), (_size, value) => {
    root = value;
  });
  if (rebuilt.size < checkpoint.size)
    return `账本被回滚或改写：保存的检查点有 ${checkpoint.size} 笔交易，今天的账本只有 ${rebuilt.size} 笔`;
  if (!root || !(root as Buffer).equals(Buffer.from(checkpoint.root)))
    return `账本被改写：今天账本的前 ${checkpoint.size} 笔交易与保存的检查点不一致（分叉）`;
  return null;
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

  const checkpointFile = valueOf(args, '--checkpoint');
  const keyText = valueOf(args, '--key');

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
    if (checkpointFile) {
      const problem = await checkSavedCheckpoint(
        database.db,
        checkpointFile,
        keyText ?? logKeyOf(env, config.dataDir, cwd),
      );
      if (problem) anchorProblems.push(problem);
      else if (!json)
        output.log(`  检查点 ${checkpointFile}：今天的账本是它的延续（一致）/ the ledger extends the saved checkpoint`);
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
