/**
 * Least privilege on PostgreSQL (D12, docs/ledger.md): the role that migrates (DATABASE_MIGRATE_URL) owns the
 * tables; the application's role (DATABASE_URL) may only add to and read the ledger and the audit log. Applied by
 * the owner after every migration, so that tables added later get their grants too.
 */
const APPEND_ONLY = ['ledger_blocks', 'ledger_tree', 'ledger_checkpoints', 'ledger_cosignatures', 'audit_log'];

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export function appRoleGrants(role: string): string[] {
  const app = ident(role);
  return [
    `grant usage on schema public to ${app}`,
    `grant select, insert, update, delete on all tables in schema public to ${app}`,
    `grant usage, select on all sequences in schema public to ${app}`,
    // The ledger and the audit log: insert and select only.
    `revoke update, delete, truncate on ${APPEND_ONLY.join(', ')} from ${app}`,
    // Events: the sealer sets the sealing columns once (the trigger ledger_events_seal_once refuses any other change).
    `revoke update, delete, truncate on ledger_events from ${app}`,
    `grant update (block_height, tx_hash, payload, payload_hash) on ledger_events to ${app}`,
    // The sealer's lock row holds no evidence: it is locked and updated, never deleted.
    `revoke delete, truncate on ledger_head from ${app}`,
    // GET /ready tells whether the migrations are applied: it reads the migrator's journal, nothing else there.
    `grant usage on schema drizzle to ${app}`,
    `grant select on drizzle.__drizzle_migrations to ${app}`,
  ];
}

/** The role name a postgres:// URL connects as. */
export function roleOf(url: string): string {
  return decodeURIComponent(new URL(url).username) || 'postgres';
}
