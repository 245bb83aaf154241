import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import { readKeyFile, writeKeyFile, type NoteSigner } from './keys';

/** The key name (and checkpoint origin) of a key made on a development first start. */
export const DEV_LEDGER_NAME = 'dev.xingqiao-chain.example.com/ledger';

/**
 * The log's signing key (D12): LEDGER_KEY_FILE, or outside production DATA_DIR/ledger.key, made on first start
 * (the configuration refuses a production start without a key file outside DATA_DIR).
 */
export function loadLedgerKey(config: Pick<Config, 'ledgerKeyFile' | 'dataDir' | 'isProduction'>): NoteSigner {
  const file = config.ledgerKeyFile ?? path.join(config.dataDir, 'ledger.key');
  if (!fs.existsSync(file) && !config.isProduction) {
    try {
      return writeKeyFile(file, DEV_LEDGER_NAME);
    } catch (error) {
      // Another instance on the same DATA_DIR made it first.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readKeyFile(file);
}
