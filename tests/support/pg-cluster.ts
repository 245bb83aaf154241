import pg from 'pg';
import { withPostgres } from '../../scripts/with-postgres.mjs';

export interface PgCluster {
  /** postgres://…/postgres of the throwaway cluster. */
  url: string;
  /** A new empty database in the cluster; returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the cluster and deletes its files. */
  stop(): Promise<void>;
}

/**
 * A throwaway PostgreSQL cluster (for a test file, or for the server-pg project's run), by scripts/with-postgres.mjs (initdb/pg_ctl as `postgres`,
 * temp dir, free 127.0.0.1 port, Debian's postgresql installed with apt-get when missing). Rejects — never
 * skips — when PostgreSQL cannot be started, so that the PostgreSQL cases fail loudly.
 */
export async function startPgCluster(): Promise<PgCluster> {
  let release: () => void = () => undefined;
  let announce: (url: string) => void = () => undefined;
  const announced = new Promise<string>((resolve) => (announce = resolve));
  const finished = withPostgres(
    (url) =>
      new Promise<void>((resolve) => {
        release = resolve;
        announce(url);
      }),
  );
  const url = await Promise.race([
    announced,
    finished.then(() => {
      throw new Error('PostgreSQL stopped before it was ready');
    }),
  ]);
  return {
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`create database "${name}"`);
      } finally {
        await client.end();
      }
      const target = new URL(url);
      target.pathname = `/${name}`;
      return target.toString();
    },
    async stop() {
      release();
      await finished;
    },
  };
}

/** One query on a database URL with a short-lived client. */
export async function pgQuery<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}
