/**
 * docs/style.md: comments say why, in the present tense. What a comment must not carry, each with the reason the
 * linter gives: history (an issue or stop number) belongs in the commit message, and measured figures (before →
 * after, CPU time, timings of "this machine", measured sizes) in the commit message or docs/benchmarks.md, where they
 * can be dated.
 */
export const COMMENT_HISTORY = [
  { pattern: /\b(?:issue|stop)s?\s+#?\d+/i, what: 'an issue or stop number' },
  {
    pattern: /\d[\d.,]*\s*(?:→|->)\s*~?\d[\d.,]*\+?\s*(?:ms|s|min|minutes|seconds|MB|kB|GB|%|(?:machine |user )?CPU)/,
    what: 'a before → after figure',
  },
  { pattern: /\d\s*(?:machine |user |idle )?CPU[- ]?s(?:econds)?\b/i, what: 'a measured CPU time' },
  {
    pattern: /\d[\d.]*\s*(?:ms|s|min)\b[^.]*\bthis machine\b|\bthis machine\b[^.]*\d[\d.]*\s*(?:ms|s|min)\b/i,
    what: 'a timing of this machine',
  },
  { pattern: /(?:\babout|~)\s*\d[\d.,]*\s*(?:KB|kB|MB|GB)\b/, what: 'a measured size' },
];
