import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { FileStore } from './lib/file-store';
import type { Outbox } from './mail/outbox';
import type { AppMetrics } from './plugins/observability';
import type { NoteSigner } from './modules/chain/keys';
import type { SmsDriver } from './sms/driver';

/** What services need: no Fastify request, so they stay testable and reusable. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  now: () => Date;
  outbox: Outbox;
  sms: SmsDriver;
  log: FastifyBaseLogger;
  /** Uploaded files: DATA_DIR/uploads or an S3 bucket (STORAGE). */
  files: FileStore;
  /** Waits (the login slowdown); tests record instead of waiting. */
  sleep: (ms: number) => Promise<void>;
  /** Signs links to private files (shared by every instance through the database). */
  signingKey: Buffer;
  /** Counters of GET /metrics that services increment (refused sign-ins). */
  metrics: AppMetrics;
  /** D12: the log's key, which signs every checkpoint. */
  ledgerKey: NoteSigner;
}

/** Anything that can run queries: the database or a transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Queryable = Db | Tx;
