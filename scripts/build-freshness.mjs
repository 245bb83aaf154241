/**
 * What `npm start`, `npm run build:server` and the browser suites' setup share to decide whether a build is stale
 * and to build it once when several processes start together from one checkout.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * One SHA-256 of the contents of the given files and directories (every file below a directory, by its path relative
 * to `root`): the key of a cache built from them, which a changed, added or deleted file invalidates, whatever its
 * modification time says.
 */
export function contentHash(root, ...targets) {
  const hash = createHash('sha256');
  const visit = (target) => {
    const stat = fs.statSync(target, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(target).sort()) visit(path.join(target, entry));
      return;
    }
    hash.update(`${path.relative(root, target)}\0${stat.size}\0`).update(fs.readFileSync(target));
  };
  for (const target of targets) visit(path.resolve(root, target));
  return hash.digest('hex');
}

/** What the build that left `stampFile` was made from (its sources' content hash), or undefined when none says. */
export function builtFrom(stampFile) {
  try {
    return JSON.parse(fs.readFileSync(stampFile, 'utf8')).sources;
  } catch {
    return undefined;
  }
}

/** Records beside a finished build the content hash of the sources it was made from. */
export function recordBuild(stampFile, sources) {
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, JSON.stringify({ sources }));
}

/**
 * Runs `work` holding `lockFile` (created exclusively): the first process builds, the others wait for it and then,
 * checking again inside `work`, find the build up to date. A lock older than `staleAfterMs` belongs to a build that
 * died.
 */
export async function withFileLock(lockFile, staleAfterMs, work) {
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(lockFile, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > staleAfterMs) fs.rmSync(lockFile, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
}
