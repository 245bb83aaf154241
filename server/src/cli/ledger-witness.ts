/**
 * `npm run ledger:witness -- --init --name <name> --key <file>` or
 * `npm run ledger:witness -- --log <base URL> --key <file> --state <file> [--once]`: see ledger-witness-command.ts.
 */
import { runLedgerWitness } from './ledger-witness-command';

process.exit(await runLedgerWitness(process.argv.slice(2), console));
