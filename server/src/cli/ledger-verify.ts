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
import { runLedgerVerify } from './ledger-verify-command';

process.exit(await runLedgerVerify(process.argv.slice(2), process.env, console));
