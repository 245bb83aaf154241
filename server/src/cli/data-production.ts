/**
 * `npm run data:production`: makes a data folder first started in development fit for production (D13). What it
 * does is runDataProduction (data-production-command.ts); this entry wires it to the process.
 */
import { runDataProduction } from './data-production-command';

process.exit(await runDataProduction(process.env, console));
