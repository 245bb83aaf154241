#!/usr/bin/env node
/**
 * node scripts/with-postgres.mjs <command…>
 * Starts a throwaway PostgreSQL cluster (Debian's binaries, installed with apt-get when missing) in a temp dir
 * on a free 127.0.0.1 port, runs the command with DATABASE_URL set, then stops and deletes the cluster
 * whatever happens, and exits with the command's code. Also usable as a module: withPostgres(fn).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '../tests/support/free-port.mjs';

function log(message) {
  console.error(`[with-postgres] ${message}`);
}

function findBinDir() {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((name) => fs.existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

function ensurePostgres() {
  let bin = findBinDir();
  if (bin) return bin;
  log(
    "PostgreSQL binaries not found: installing Debian's postgresql with apt-get (apt-get update && apt-get install -y postgresql)",
  );
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', 'postgresql'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  bin = findBinDir();
  if (!bin) throw new Error('PostgreSQL is still missing after apt-get install');
  return bin;
}

/** initdb refuses root: run the cluster as the postgres user when we are root. */
function asPostgres(command, args, options = {}) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8', ...options });
  if (result.status !== 0) throw new Error(`${command} failed (${result.status}): ${result.stderr || result.stdout}`);
  return result.stdout;
}

/** Starts a cluster, calls fn(databaseUrl), always stops and removes the cluster. */
export async function withPostgres(fn) {
  const bin = ensurePostgres();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xq-pg-'));
  const dataDir = path.join(dir, 'data');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  fs.chmodSync(dir, 0o700);
  const port = await freePort();
  let started = false;
  try {
    asPostgres(path.join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]);
    fs.appendFileSync(
      path.join(dataDir, 'postgresql.conf'),
      `\nlisten_addresses = '127.0.0.1'\nport = ${port}\nunix_socket_directories = '${dir}'\nfsync = off\nsynchronous_commit = off\nfull_page_writes = off\nmax_connections = 200\nshared_buffers = 128MB\n`,
    );
    asPostgres(path.join(bin, 'pg_ctl'), [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      'start',
    ]);
    started = true;
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    log(`PostgreSQL ${path.basename(path.dirname(bin))} on 127.0.0.1:${port}`);
    return await fn(url);
  } finally {
    if (started) {
      try {
        asPostgres(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } catch (error) {
        log(`stop failed: ${error.message}`);
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function runCommand(argv, env) {
  return new Promise((resolve) => {
    const child = spawn(argv[0], argv.slice(1), { stdio: 'inherit', env, shell: process.platform === 'win32' });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
    child.on('error', (error) => {
      log(`cannot run ${argv[0]}: ${error.message}`);
      resolve(127);
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argv = process.argv.slice(2);
  if (argv.length === 0) {
    console.error('usage: node scripts/with-postgres.mjs <command> [args…]');
    process.exit(2);
  }
  // Resolve local binaries (vitest, tsx) like npm scripts do.
  const env = { ...process.env, PATH: `${path.resolve('node_modules/.bin')}${path.delimiter}${process.env.PATH}` };
  let code;
  try {
    code = await withPostgres((url) => runCommand(argv, { ...env, DATABASE_URL: url }));
  } catch (error) {
    log(error.message);
    code = 1;
  }
  process.exit(code);
}
