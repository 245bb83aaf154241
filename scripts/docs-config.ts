/**
 * `npm run docs:config`: writes README.md's configuration table from the server's config schema
 * (server/src/config.ts): each setting's `.describe()` text, and as its default what an unset value parses to.
 * tests/server/config.test.ts fails while the README's table differs from what this writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { envSchema } from '../server/src/config';

export const README_PATH = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'README.md');
export const TABLE_START = '<!-- config-table:start: written by `npm run docs:config` from server/src/config.ts -->';
export const TABLE_END = '<!-- config-table:end -->';

function defaultOf(schema: (typeof envSchema.shape)[keyof typeof envSchema.shape]): string {
  const parsed = schema.safeParse(undefined);
  if (!parsed.success || parsed.data === undefined) return '—';
  if (parsed.data === false) return 'off';
  return `\`${String(parsed.data)}\``;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** Settings without a description, which the table cannot explain. */
export function undescribedSettings(): string[] {
  return Object.entries(envSchema.shape)
    .filter(([, schema]) => !schema.description)
    .map(([name]) => name);
}

/** The markdown table, one row per setting in the schema's order. */
export function configTable(): string {
  const rows = Object.entries(envSchema.shape).map(
    ([name, schema]) => `| \`${name}\` | ${cell(defaultOf(schema))} | ${cell(schema.description ?? '')} |`,
  );
  return ['| setting | default | what it does |', '| --- | --- | --- |', ...rows].join('\n');
}

/** The table between the README's markers. */
export function tableIn(readme: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`README.md has no "${TABLE_START}" … "${TABLE_END}" markers`);
  return readme.slice(start + TABLE_START.length, end);
}

/** A table's cells row by row, whatever padding a formatter gave them (Prettier aligns markdown tables). */
export function cellsOf(table: string): string[][] {
  return table
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim().replace(/^-+$/, '---')),
    );
}

/** The README with the table between its markers replaced. */
export function withConfigTable(readme: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`README.md has no "${TABLE_START}" … "${TABLE_END}" markers`);
  return `${readme.slice(0, start + TABLE_START.length)}\n${configTable()}\n${readme.slice(end)}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const missing = undescribedSettings();
  if (missing.length > 0) {
    console.error(`No description in server/src/config.ts for: ${missing.join(', ')} (add .describe('…') to each)`);
    process.exit(1);
  }
  const before = fs.readFileSync(README_PATH, 'utf8');
  const after = withConfigTable(before);
  if (JSON.stringify(cellsOf(tableIn(before))) === JSON.stringify(cellsOf(configTable())))
    console.log('README.md: the configuration table is up to date.');
  else {
    fs.writeFileSync(README_PATH, after);
    console.log('README.md: configuration table rewritten from server/src/config.ts.');
  }
}
