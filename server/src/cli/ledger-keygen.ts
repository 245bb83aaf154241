/**
 * `npm run ledger:keygen -- --out <file> [--name <origin>]`: writes the log's signing key (Go note signer format,
 * mode 0600; never overwrites) and prints its verifier key, which witnesses and auditors keep (D12).
 */
import fs from 'node:fs';
import path from 'node:path';
import { writeKeyFile } from '../modules/chain/keys';

const args = process.argv.slice(2);
const valueOf = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : args.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
};
const out = valueOf('--out');
const publicHost = process.env.PUBLIC_URL ? new URL(process.env.PUBLIC_URL).host : 'xingqiao-chain.example.com';
const name = valueOf('--name') ?? `${publicHost}/ledger`;
if (!out) {
  console.error('usage: npm run ledger:keygen -- --out <file> [--name <origin>]');
  process.exit(2);
}
if (fs.existsSync(out)) {
  console.error(`${out} 已存在，不会覆盖 / already exists, not overwritten`);
  process.exit(2);
}
try {
  const signer = writeKeyFile(path.resolve(out), name);
  console.log(signer.vkey);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
