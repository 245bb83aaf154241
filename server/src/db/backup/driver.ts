import type { Snapshot } from './format';

/** How one database kind is copied into an archive's staging folder and put back from it. */
export interface BackupDriver {
  kind: 'pglite' | 'postgres';
  /** Copies the database into `staging` and returns the row counts of that same moment. */
  snapshot(staging: string): Promise<Snapshot>;
  /** Puts the database copied in `staging` in place; refuses (RestoreRefused) what `force` must allow first. */
  restore(staging: string, options: { force?: boolean }): Promise<void>;
}
