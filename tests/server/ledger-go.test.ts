import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCheckpoint, parseNote, toBase64 } from '#utils/tlog';
import { createTestApp, type TestApp } from './support/app';

/**
 * Interoperability (D12): what the log publishes is checked by an existing implementation of the formats, Go's
 * golang.org/x/mod/sumdb/note and tlog (Debian: golang-go, golang-golang-x-mod-dev), through the small program in
 * tests/go/ledger-interop. GOPATH mode against Debian's sources: no module download, works offline.
 */
const GOPATH = '/usr/share/gocode';
const hasGo = spawnSync('go', ['version']).status === 0 && fs.existsSync(`${GOPATH}/src/golang.org/x/mod/sumdb/note`);
const program = path.resolve('tests/go/ledger-interop/main.go');

function runGo(input: unknown): { code: number; out: string } {
  const result = spawnSync('go', ['run', program], {
    input: JSON.stringify(input),
    encoding: 'utf8',
    timeout: 240_000,
    env: {
      ...process.env,
      GO111MODULE: 'off',
      GOPATH,
      GOFLAGS: '',
      GOPROXY: 'off',
      GOCACHE: path.join(os.tmpdir(), 'xq-go-cache'),
    },
  });
  return { code: result.status ?? 1, out: `${result.stdout}${result.stderr}` };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function leads(count: number) {
  for (let index = 0; index < count; index += 1)
    await t.post('/index/sendCustomEmail', { name: `访客${index}`, phone: '13912340001', companyName: '青溪茶业' });
}

async function checkpoint(): Promise<string> {
  return (await t.get('/portal/chain/checkpoint')).body;
}

describe('Go verifies the log (golang.org/x/mod/sumdb/note and tlog)', () => {
  it('a checkpoint, an inclusion proof and a consistency proof; a forged checkpoint is refused', async () => {
    // npm test installs them (scripts/install-test-tools.mjs); a machine without them fails here, not silently.
    expect(hasGo, "Go and Debian's golang.org/x/mod sources: run npm run test:tools").toBe(true);
    await leads(3);
    const old = parseCheckpoint(parseNote(await checkpoint())!.text)!;
    const newest = (await t.get('/portal/chain/blocks?limit=1')).json().data.list[0].height as number;
    const block = (await t.get(`/portal/chain/block?height=${newest}`)).json().data as {
      transactions: { txHash: string }[];
    };
    const txHash = block.transactions[0]!.txHash;
    await leads(5);
    const note = await checkpoint();
    const size = parseCheckpoint(parseNote(note)!.text)!.size;
    const inclusion = (await t.get(`/portal/chain/proof/inclusion?hash=${txHash}&size=${size}`)).json().data;
    const consistency = (await t.get(`/portal/chain/proof/consistency?from=${old.size}&to=${size}`)).json().data;
    const vkey = (await t.get('/portal/chain/key')).json().data.vkey as string;
    const input = {
      vkey,
      checkpoint: note,
      txHash,
      index: inclusion.index,
      inclusion: inclusion.proof,
      oldSize: old.size,
      oldRoot: toBase64(old.root),
      consistency: consistency.proof,
    };
    const accepted = runGo(input);
    expect(accepted.out).toMatch(/^OK dev\.xingqiao-chain\.example\.com\/ledger size \d+: 1 signature verified/);
    expect(accepted.code).toBe(0);

    const forged = note.replace(`\n${size}\n`, `\n${size + 1}\n`);
    expect(runGo({ ...input, checkpoint: forged })).toMatchObject({
      code: 1,
      out: expect.stringMatching(/^FAIL note: /),
    });
    const wrongIndex = runGo({ ...input, index: inclusion.index + 1 });
    expect(wrongIndex).toMatchObject({ code: 1, out: expect.stringMatching(/^FAIL inclusion: /) });
  }, 300_000);
});
