import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { StorageConfig } from '../../server/src/config';

/** s3rver's own account: requests signed with any other key are refused (SignatureDoesNotMatch / InvalidAccessKeyId). */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';
/** How s3rver names an object's bytes in its directory: <bucket>/<key>._S3rver_object. */
const OBJECT_SUFFIX = '._S3rver_object';

export interface S3Server {
  endpoint: string;
  bucket: string;
  /** STORAGE=s3 and its settings, for a server process. */
  env: Record<string, string>;
  /** The same, for buildApp's config. */
  storage: Extract<StorageConfig, { kind: 's3' }>;
  /** The names of the objects the server holds in the bucket (read from its own directory). */
  objects(): string[];
  /** The bytes the server holds for an object. */
  bytesOf(name: string): Buffer;
  /** Makes an object look written `ms` ago (its Last-Modified). */
  backdate(name: string, ms: number): void;
  stop(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver: ListObjectsV2, PUT/GET/HEAD/DELETE, Signature V4 checked) in this process, on
 * a free 127.0.0.1 port, keeping its objects in a temporary directory; one empty bucket.
 */
export async function startS3Server(bucket = 'xq-uploads'): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'xq-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const storage = {
    kind: 's3' as const,
    endpoint,
    bucket,
    region: 'us-east-1',
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    forcePathStyle: true,
  };
  return {
    endpoint,
    bucket,
    storage,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: storage.region,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: '1',
    },
    objects() {
      return fs
        .readdirSync(path.join(directory, bucket))
        .filter((file) => file.endsWith(OBJECT_SUFFIX))
        .map((file) => file.slice(0, -OBJECT_SUFFIX.length))
        .sort();
    },
    bytesOf(name) {
      return fs.readFileSync(path.join(directory, bucket, `${name}${OBJECT_SUFFIX}`));
    },
    backdate(name, ms) {
      const when = new Date(Date.now() - ms);
      fs.utimesSync(path.join(directory, bucket, `${name}${OBJECT_SUFFIX}`), when, when);
    },
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
