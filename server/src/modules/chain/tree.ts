import { createHash } from 'node:crypto';
import { getTableName, sql } from 'drizzle-orm';
import type { Queryable } from '../../context';
import { queryRows, rowsOf, type PreparedStatement } from '../../db/client';
import { ledgerTree } from '../../db/schema';

/**
 * The RFC 6962 tree over every sealed transaction (D12), kept as the hashes of its complete subtrees: node (level L,
 * index i) covers leaves [i·2^L, (i+1)·2^L). A leaf is stored once, with every subtree it completes, in the sealing
 * transaction that adds it, and never changes. Any root, inclusion proof or consistency proof of RFC 6962 §2.1 is
 * then a combination of O(log n) stored nodes, read in one query: no tree is rebuilt for a request.
 */
type Get = (level: number, index: number) => Buffer;

const EMPTY_ROOT = createHash('sha256').digest();
/** What the planning pass of `withNodes` reads instead of a node. */
const BLANK = Buffer.alloc(32);

export function leafHash(txHash: string): Buffer {
  return createHash('sha256').update(Buffer.of(0)).update(Buffer.from(txHash, 'hex')).digest();
}

function nodeHash(left: Buffer, right: Buffer): Buffer {
  return createHash('sha256').update(Buffer.of(1)).update(left).update(right).digest();
}

const isPowerOfTwo = (n: number) => n > 0 && (n & (n - 1)) === 0;

/** The largest power of two smaller than n (n ≥ 2): RFC 6962's split point k. */
function splitOf(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

/** MTH(D[a:b]) of RFC 6962 §2.1. */
function subtreeHash(a: number, b: number, get: Get): Buffer {
  const n = b - a;
  if (isPowerOfTwo(n) && a % n === 0) return get(Math.log2(n), a / n);
  const k = splitOf(n);
  return nodeHash(subtreeHash(a, a + k, get), subtreeHash(a + k, b, get));
}

/** PATH(m, D[a:b]) of RFC 6962 §2.1.1, leaf to root, appended to `out`. */
function inclusionPath(m: number, a: number, b: number, get: Get, out: Buffer[]): Buffer[] {
  if (b - a === 1) return out;
  const k = splitOf(b - a);
  if (m < a + k) {
    inclusionPath(m, a, a + k, get, out);
    out.push(subtreeHash(a + k, b, get));
  } else {
    inclusionPath(m, a + k, b, get, out);
    out.push(subtreeHash(a, a + k, get));
  }
  return out;
}

/** SUBPROOF(m, D[a:b], complete) of RFC 6962 §2.1.2, appended to `out`. */
function subproof(m: number, a: number, b: number, complete: boolean, get: Get, out: Buffer[]): Buffer[] {
  if (m === b) {
    if (!complete) out.push(subtreeHash(a, b, get));
    return out;
  }
  const k = splitOf(b - a);
  if (m <= a + k) {
    subproof(m, a, a + k, complete, get, out);
    out.push(subtreeHash(a + k, b, get));
  } else {
    subproof(m, a + k, b, false, get, out);
    out.push(subtreeHash(a, a + k, get));
  }
  return out;
}

/** A node's key as one number: levels stay below 64 and indexes below 2^31, so it is exact. */
const keyOf = (level: number, index: number) => level * 2 ** 32 + index;
const list = (values: readonly (string | number)[]) => `{${values.join(',')}}`;

/**
 * The stored nodes (level, idx) and, in the same statement, the tree's size (the number of leaves), as one prepared
 * statement: each node is a primary-key lookup, the size a backward scan of that key.
 */
const NODES: PreparedStatement = {
  name: 'ledger_tree_nodes',
  text: `select t.level::int, t.idx, t.hash from ${getTableName(ledgerTree)} t
         join unnest($1::int[], $2::int[]) as k(level, idx) on t.level = k.level and t.idx = k.idx
         union all
         select -1, coalesce(max(idx) + 1, 0)::int, '' from ${getTableName(ledgerTree)} where level = 0`,
};

async function loadNodes(
  q: Queryable,
  levels: readonly number[],
  indexes: readonly number[],
): Promise<{ nodes: Map<number, Buffer>; size: number }> {
  const rows = await queryRows(q, NODES, [list(levels), list(indexes)]);
  const nodes = new Map<number, Buffer>();
  let size = 0;
  for (const [level, idx, hash] of rows) {
    if (Number(level) === -1) size = Number(idx);
    else nodes.set(keyOf(Number(level), Number(idx)), Buffer.from(hash as string, 'hex'));
  }
  return { nodes, size };
}

/**
 * Runs `compute` twice: first to learn which nodes it reads (its path depends on sizes and indexes only, never on
 * hash values), then on those nodes, fetched in one query. Null when the tree has fewer than `size` leaves.
 */
async function withNodes<T>(q: Queryable, size: number, compute: (get: Get) => T): Promise<T | null> {
  const wanted = new Set<number>();
  const levels: number[] = [];
  const indexes: number[] = [];
  compute((level, index) => {
    const key = keyOf(level, index);
    if (!wanted.has(key)) {
      wanted.add(key);
      levels.push(level);
      indexes.push(index);
    }
    return BLANK;
  });
  const loaded = await loadNodes(q, levels, indexes);
  if (loaded.size < size) return null;
  return compute((level, index) => {
    const node = loaded.nodes.get(keyOf(level, index));
    if (!node) throw new Error(`ledger tree node ${level}/${index} is missing`);
    return node;
  });
}

const grown = <T>(value: T | null, size: number): T => {
  if (value === null) throw new Error(`the ledger tree has fewer than ${size} leaves`);
  return value;
};

/** The number of leaves (sealed transactions) in the tree. */
export async function treeSize(q: Queryable): Promise<number> {
  const result = await q.execute(
    sql`select coalesce(max(${ledgerTree.idx}) + 1, 0)::int as size from ${ledgerTree} where ${ledgerTree.level} = 0`,
  );
  return Number(rowsOf<{ size: number }>(result)[0]?.size ?? 0);
}

export async function treeRoot(q: Queryable, size: number): Promise<Buffer> {
  if (size === 0) return EMPTY_ROOT;
  return grown(await withNodes(q, size, (get) => subtreeHash(0, size, get)), size);
}

/** The leaf index of a transaction, or null when it is not in the tree. */
export async function leafIndexOf(q: Queryable, txHash: string): Promise<number | null> {
  return (await leafAndTreeSize(q, txHash)).index;
}

/** The tree's size and the leaf index of a transaction (null when it is not in the tree), in one query. */
export async function leafAndTreeSize(q: Queryable, txHash: string): Promise<{ size: number; index: number | null }> {
  const result = await q.execute(
    sql`select (select coalesce(max(${ledgerTree.idx}) + 1, 0)::int from ${ledgerTree} where ${ledgerTree.level} = 0) as size,
               (select ${ledgerTree.idx} from ${ledgerTree}
                where ${ledgerTree.level} = 0 and ${ledgerTree.hash} = ${leafHash(txHash).toString('hex')} limit 1) as leaf`,
  );
  const [row] = rowsOf<{ size: number; leaf: number | null }>(result);
  return {
    size: Number(row?.size ?? 0),
    index: row?.leaf === null || row?.leaf === undefined ? null : Number(row.leaf),
  };
}

/** The inclusion proof of leaf `index` in the tree of `size` leaves (index < size ≤ the tree's size). */
export async function inclusionProof(q: Queryable, index: number, size: number): Promise<Buffer[]> {
  return grown(await inclusionProofWithin(q, index, size), size);
}

/** The same, or null when the tree has fewer than `size` leaves (index < size). One query. */
function inclusionProofWithin(q: Queryable, index: number, size: number): Promise<Buffer[] | null> {
  return withNodes(q, size, (get) => inclusionPath(index, 0, size, get, []));
}

/** The consistency proof between the trees of `from` and `to` leaves (0 ≤ from ≤ to ≤ the tree's size). */
export async function consistencyProof(q: Queryable, from: number, to: number): Promise<Buffer[]> {
  return grown(await consistencyProofWithin(q, from, to), to);
}

/** The same, or null when the tree has fewer than `to` leaves (0 ≤ from ≤ to). One query. */
export function consistencyProofWithin(q: Queryable, from: number, to: number): Promise<Buffer[] | null> {
  return withNodes(q, to, (get) => (from === 0 || from === to ? [] : subproof(from, 0, to, true, get, [])));
}

/** The complete subtrees that make up a tree of `size` leaves, left to right. */
function frontierOf(size: number): [number, number][] {
  const keys: [number, number][] = [];
  let start = 0;
  for (let level = 31; level >= 0; level -= 1) {
    const width = 2 ** level;
    if (size >= start + width && Math.floor(size / width) % 2 === 1) {
      keys.push([level, start / width]);
      start += width;
    }
  }
  return keys;
}

/**
 * Appends transactions as leaves (in the caller's sealing transaction, which holds the sealing lock) and returns
 * the new size and root. Reads only the right edge of the tree, writes the leaves and the subtrees they complete.
 */
export async function appendLeaves(q: Queryable, txHashes: readonly string[]): Promise<{ size: number; root: Buffer }> {
  const start = await treeSize(q);
  const frontier = frontierOf(start);
  const { nodes } = await loadNodes(
    q,
    frontier.map(([level]) => level),
    frontier.map(([, index]) => index),
  );
  const added: { level: number; idx: number; hash: string }[] = [];
  const put = (level: number, idx: number, hash: Buffer) => {
    nodes.set(keyOf(level, idx), hash);
    added.push({ level, idx, hash: hash.toString('hex') });
  };
  const get: Get = (level, index) => {
    const node = nodes.get(keyOf(level, index));
    if (!node) throw new Error(`ledger tree node ${level}/${index} is missing`);
    return node;
  };
  let size = start;
  for (const txHash of txHashes) {
    put(0, size, leafHash(txHash));
    // Every subtree this leaf completes: climb while the node is a right child.
    for (let level = 0, index = size; index % 2 === 1; level += 1, index = (index - 1) / 2)
      put(level + 1, (index - 1) / 2, nodeHash(get(level, index - 1), get(level, index)));
    size += 1;
  }
  if (added.length > 0)
    await q.execute(
      sql`insert into ${ledgerTree} (level, idx, hash)
          select * from unnest(${list(added.map((row) => row.level))}::smallint[],
                               ${list(added.map((row) => row.idx))}::int[], ${list(added.map((row) => row.hash))}::text[])`,
    );
  return { size, root: size === 0 ? EMPTY_ROOT : subtreeHash(0, size, get) };
}

/**
 * The tree rebuilt from transaction hashes streamed in leaf order (ledger verification): `push` adds one, `root`
 * is the root of what was pushed so far. Memory stays O(log n).
 */
export class StreamingTree {
  private stack: { level: number; hash: Buffer }[] = [];
  size = 0;

  push(txHash: string): void {
    let node = { level: 0, hash: leafHash(txHash) };
    while (this.stack.length > 0 && this.stack.at(-1)!.level === node.level) {
      const left = this.stack.pop()!;
      node = { level: node.level + 1, hash: nodeHash(left.hash, node.hash) };
    }
    this.stack.push(node);
    this.size += 1;
  }

  root(): Buffer {
    if (this.stack.length === 0) return EMPTY_ROOT;
    let hash = this.stack.at(-1)!.hash;
    for (let index = this.stack.length - 2; index >= 0; index -= 1) hash = nodeHash(this.stack[index]!.hash, hash);
    return hash;
  }
}
