import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { COMMENT_HISTORY } from '../../scripts/comment-history.mjs';

const root = new URL('../..', import.meta.url).pathname;

/**
 * The comment syntaxes of the tracked files ESLint does not read, by file name. TypeScript and JavaScript (including
 * `.mts`) are ESLint's: its `house/comments-say-why` rule applies the same patterns there.
 */
const COMMENT_SYNTAX: { files: RegExp; comments: RegExp }[] = [
  { files: /\.css$/, comments: /\/\*([\s\S]*?)\*\//g },
  { files: /\.html$/, comments: /<!--([\s\S]*?)-->|\/\*([\s\S]*?)\*\/|^\s*\/\/(.*)$/gm },
  { files: /\.sql$/, comments: /--(.*)$/gm },
  { files: /^deploy\/|\.(?:conf|service|example)$/, comments: /^\s*#(.*)$/gm },
  { files: /\.go$/, comments: /\/\/(.*)$/gm },
];

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
}

/** Every comment of `text` that carries history or a measurement, as "pattern: text". */
function historyIn(text: string, comments: RegExp): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(comments)) {
    const body = match.slice(1).find((group) => group !== undefined) ?? '';
    for (const { pattern, what } of COMMENT_HISTORY) {
      const hit = pattern.exec(body);
      if (hit) found.push(`${what}: "${hit[0]}"`);
    }
  }
  return found;
}

describe('comments say why (docs/style.md) in the files ESLint does not read', () => {
  it('finds an issue number, a before → after figure, a CPU time and a measured size in each syntax it reads', () => {
    expect(historyIn('/* The trace page (issue 20). */ a { color: red }', COMMENT_SYNTAX[0]!.comments)).toEqual([
      'an issue or stop number: "issue 20"',
    ]);
    expect(historyIn('<!-- paints in 480 → 120 ms -->', COMMENT_SYNTAX[1]!.comments)).toEqual([
      'a before → after figure: "480 → 120 ms"',
    ]);
    expect(historyIn('select 1; -- 4.2 CPU-s at stop 30', COMMENT_SYNTAX[2]!.comments)).toEqual([
      'an issue or stop number: "stop 30"',
      'a measured CPU time: "2 CPU-s"',
    ]);
    expect(historyIn('# Why the proxy buffers: the SPA streams.\nlisten 80;', COMMENT_SYNTAX[3]!.comments)).toEqual([]);
    expect(historyIn("/* antd's stylesheet (about 110 KB gzip) loads later. */", COMMENT_SYNTAX[0]!.comments)).toEqual([
      'a measured size: "about 110 KB"',
    ]);
    // A limit is a rule, not a measurement.
    expect(historyIn('/* Uploads up to 5 MB. */', COMMENT_SYNTAX[0]!.comments)).toEqual([]);
  });

  it('no CSS, HTML, SQL, deployment or Go comment carries history or a measurement', () => {
    const findings: string[] = [];
    for (const file of trackedFiles()) {
      const syntax = COMMENT_SYNTAX.find(({ files }) => files.test(file));
      if (!syntax) continue;
      for (const finding of historyIn(readFileSync(`${root}${file}`, 'utf8'), syntax.comments))
        findings.push(`${file}: ${finding}`);
    }
    expect(findings).toEqual([]);
  });
});
