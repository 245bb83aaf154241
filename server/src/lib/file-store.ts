/**
 * Where uploaded files live (D13): DATA_DIR/uploads on this machine, or a bucket of any S3-compatible store (MinIO,
 * Aliyun OSS, Tencent COS, AWS) shared by every instance. The database says who may read a file (D10); a store only
 * keeps bytes under the generated names, so the privacy rules do not depend on which one is used.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { StorageConfig } from '../config';

export interface StoredFile {
  name: string;
  /** When the bytes were written, by the store's clock. */
  modifiedMs: number;
}

export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Where the files are, for the start banner and backup manifests (never a credential). */
  readonly location: string;
  /** Writes a new file; names are generated and never reused. */
  put(name: string, bytes: Buffer, mime: string): Promise<void>;
  exists(name: string): Promise<boolean>;
  /** The file's bytes as a stream, or null when it is not there. */
  read(name: string): Promise<Readable | null>;
  /** Removes a file; a missing one is not an error. */
  remove(name: string): Promise<void>;
  /** Every stored file, in pages. */
  list(): AsyncIterable<StoredFile[]>;
  /** Throws, saying what is wrong, when the store cannot be used (checked once at start). */
  check(): Promise<void>;
}

export function localFileStore(dir: string): FileStore {
  const pathOf = (name: string) => path.join(dir, name);
  return {
    kind: 'local',
    location: dir,
    async put(name, bytes) {
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(pathOf(name), bytes, { flag: 'wx' });
    },
    async exists(name) {
      return (await fs.stat(pathOf(name)).catch(() => null))?.isFile() ?? false;
    },
    async read(name) {
      const handle = await fs.open(pathOf(name), 'r').catch(() => null);
      if (!handle) return null;
      return createReadStream(pathOf(name), { fd: handle });
    },
    async remove(name) {
      await fs.rm(pathOf(name), { force: true });
    },
    async *list() {
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      for (let start = 0; start < names.length; start += 500) {
        const page: StoredFile[] = [];
        for (const name of names.slice(start, start + 500)) {
          const stat = await fs.stat(pathOf(name)).catch(() => null);
          if (stat?.isFile()) page.push({ name, modifiedMs: stat.mtimeMs });
        }
        yield page;
      }
    },
    async check() {
      await fs.mkdir(dir, { recursive: true });
    },
  };
}

/** A request that hangs longer than this is an error (the upload or download fails instead of waiting forever). */
const S3_TIMEOUT_MS = 30_000;

export class StorageError extends Error {}

const sha256Hex = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');
const EMPTY_SHA256 = sha256Hex('');

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]!);
const tagOf = (xml: string, tag: string) => new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1];

/**
 * A bucket of an S3-compatible store, spoken to over its REST API with Signature V4 (aws4fetch): PUT, GET, HEAD,
 * DELETE of objects and the bucket listing (version 1, paged by marker: every compatible store has it).
 * Payloads are signed with their SHA-256 (some stores refuse UNSIGNED-PAYLOAD).
 */
export function s3FileStore(config: Extract<StorageConfig, { kind: 's3' }>, pageSize = 1000): FileStore {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
    retries: 2,
  });
  const endpoint = new URL(config.endpoint);
  const base = config.forcePathStyle
    ? `${endpoint.origin}${endpoint.pathname.replace(/\/+$/, '')}/${config.bucket}`
    : `${endpoint.protocol}//${config.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/+$/, '')}`;
  const location = `S3 bucket ${config.bucket} at ${endpoint.origin}`;

  async function send(
    method: 'GET' | 'PUT' | 'HEAD' | 'DELETE',
    key: string,
    options: { query?: Record<string, string>; body?: Buffer; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    // The bucket itself is `/bucket` in path style (as the AWS SDKs send it) and `/` on its own host.
    const url = new URL(key === '' ? base : `${base}/${key.split('/').map(encodeURIComponent).join('/')}`);
    for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);
    try {
      return await client.fetch(url, {
        method,
        headers: {
          ...options.headers,
          'x-amz-content-sha256': options.body ? sha256Hex(options.body) : EMPTY_SHA256,
        },
        body: options.body
          ? new Uint8Array(options.body)
          : undefined,
        signal: AbortSignal.timeout(S3_TIMEOUT_MS),
      });
    } catch (error) {
      throw new StorageError(`${method} ${location}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async function failure(response: Response, what: string): Promise<StorageError> {
    const text = await response.text().catch(() => '');
    const code = tagOf(text, 'Code');
    const message = tagOf(text, 'Message');
    return new StorageError(
      `${what} ${location}: HTTP ${response.status}${code ? ` ${code}` : ''}${message ? ` (${unescapeXml(message)})` : ''}`,
    );
  }

  return {
    kind: 's3',
    location,
    async put(name, bytes, mime) {
      const response = await send('PUT', name, {
        body: bytes,
        headers: { 'content-type': mime },
      });
      if (!response.ok) throw await failure(response, `storing ${name} in`);
      await response.body?.cancel();
    },
    async exists(name) {
      const response = await send('HEAD', name);
      await response.body?.cancel();
      if (response.status === 404) return false;
      if (!response.ok) throw new StorageError(`reading ${name} from ${location}: HTTP ${response.status}`);
      return true;
    },
    async read(name) {
      const response = await send('GET', name);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) throw await failure(response, `reading ${name} from`);
      return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    },
    async remove(name) {
      const response = await send('DELETE', name);
      if (!response.ok && response.status !== 404) throw await failure(response, `removing ${name} from`);
      await response.body?.cancel();
    },
    async *list() {
      let marker = '';
      for (;;) {
        const response = await send('GET', '', {
          query: { 'max-keys': String(pageSize), ...(marker ? { marker } : {}) },
        });
        if (!response.ok) throw await failure(response, 'listing');
        const xml = await response.text();
        const page: StoredFile[] = [];
        for (const [, entry = ''] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
          const key = tagOf(entry, 'Key');
          const modified = tagOf(entry, 'LastModified');
          if (key !== undefined) page.push({ name: unescapeXml(key), modifiedMs: Date.parse(modified ?? '') || 0 });
        }
        yield page;
        const last = page.at(-1)?.name;
        if (tagOf(xml, 'IsTruncated') !== 'true' || !last) return;
        marker = last;
      }
    },
    async check() {
      // A listing of one key proves the endpoint, the bucket and the credentials in one call.
      const response = await send('GET', '', { query: { 'max-keys': '1' } });
      if (!response.ok) throw await failure(response, 'listing');
      await response.body?.cancel();
    },
  };
}

export function fileStoreFor(storage: StorageConfig, dataDir: string): FileStore {
  return storage.kind === 's3' ? s3FileStore(storage) : localFileStore(path.join(dataDir, 'uploads'));
}
