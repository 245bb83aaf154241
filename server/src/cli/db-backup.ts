/**
 * `npm run db:backup -- [--out <dir>]` and `npm run db:restore -- <archive> [--force]`: what they do is
 * backupCommand (db-backup-command.ts); this entry wires it to the process.
 */
import { RestoreRefused } from '../db/backup/format';
import { backupCommand } from './db-backup-command';

// D13: an archive holds the database and the uploaded identity documents: readable by this account only.
process.umask(0o077);

backupCommand(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof RestoreRefused ? `Refused: ${error.message}` : error);
    process.exit(1);
  },
);
