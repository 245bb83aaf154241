import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { BASE, multipartBody, type TestApp } from './app';
import { PDF_BYTES } from './talent';

/** The upload and file-serving requests of the storage tests: D10's rules are the same on disk and in a bucket. */

/** POST /common/upload of one file, anonymous or as `token`. */
export function sendFile(app: TestApp, bytes: Buffer, name: string, token?: string, contentType?: string) {
  const body = multipartBody('file', name, bytes, contentType);
  return app.inject({
    method: 'POST',
    url: `${BASE}/common/upload`,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** GET of a file path or signed link, anonymous or as `token`. */
export function getFile(app: TestApp, url: string, token?: string) {
  return app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** A private PDF as its readers get it: the same bytes, as an attachment under its generated name, never cached. */
export function expectServedDocument(served: LightMyRequestResponse): void {
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('application/pdf');
  expect(served.headers['content-disposition']).toMatch(/^attachment; filename="[0-9a-f-]{36}\.pdf"/);
  expect(served.headers['cache-control']).toBe('private, no-store');
  expect(served.rawPayload.equals(PDF_BYTES)).toBe(true);
}
