#!/usr/bin/env node
/** npm run dev: Vite (port 5173, proxies the API) and the API server with reload (tsx watch); Ctrl-C ends both. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const children = [
  {
    name: 'api',
    child: spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/src/server.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: process.env,
    }),
  },
  { name: 'web', child: spawn(bin('vite'), [], { cwd: root, stdio: 'inherit', env: process.env }) },
];

let exiting = false;
function stopAll(code) {
  if (exiting) return;
  exiting = true;
  for (const { child } of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
for (const { name, child } of children) {
  child.on('exit', (code) => {
    if (!exiting) console.error(`[dev] ${name} exited (${code}); stopping the other one.`);
    stopAll(code ?? 0);
  });
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
