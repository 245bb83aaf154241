/**
 * `npm run db:backup  [-- --out <directory>]` (default BACKUP_DIR) and `npm run db:restore -- <archive.tar.gz>
 * [--force]`: argument parsing and the operator's summary around createBackup / restoreBackup
 * (server/src/db/backup/archive.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { createBackup, restoreBackup } from '../db/backup/archive';
import { uploadsSummary } from '../db/backup/format';

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

/** Runs `backup` or `restore` with their arguments; returns the exit code. */
export async function backupCommand(args: string[]): Promise<number> {
  const config = loadConfig();
  const [command, ...rest] = args;
  if (command === 'backup') {
    const out = path.resolve(option(rest, '--out') ?? config.backupDir);
    const { file, manifest } = await createBackup(config, out);
    const size = (await fs.promises.stat(file)).size;
    console.log(`Backup written: ${file} (${(size / 1e6).toFixed(1)} MB)`);
    console.log(`  ${manifest.database}, ${manifest.migrations} migrations`);
    console.log(`  ${uploadsSummary(manifest.uploads)}`);
    for (const [table, count] of Object.entries(manifest.rowCounts)) console.log(`  ${table.padEnd(34)} ${count}`);
    return 0;
  }
  if (command === 'restore') {
    const archive = rest.find((arg) => !arg.startsWith('--'));
    if (!archive) {
      console.error('usage: npm run db:restore -- <archive.tar.gz> [--force]');
      return 2;
    }
    const { manifest, rowCounts, mismatches } = await restoreBackup(config, archive, {
      force: rest.includes('--force'),
    });
    console.log(
      `Restored ${archive} (${manifest.database}, taken ${manifest.createdAt}) into ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}`,
    );
    console.log(
      `  ${uploadsSummary(manifest.uploads)}${manifest.uploads.included !== false && config.storage.kind === 's3' ? ', put into the S3 bucket' : ''}`,
    );
    for (const [table, count] of Object.entries(rowCounts))
      console.log(
        `  ${table.padEnd(34)} ${count}${manifest.rowCounts[table] === count ? '' : `   (archive: ${manifest.rowCounts[table] ?? '—'})`}`,
      );
    if (mismatches.length > 0) {
      console.error(`Row counts differ from the manifest:\n  ${mismatches.join('\n  ')}`);
      return 1;
    }
    console.log('Row counts match the manifest. Start the server to apply newer migrations, if any.');
    return 0;
  }
  console.error('usage: npm run db:backup -- [--out <dir>] | npm run db:restore -- <archive> [--force]');
  return 2;
}
