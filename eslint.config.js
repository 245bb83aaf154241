import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import { COMMENT_HISTORY } from './scripts/comment-history.mjs';

/**
 * docs/style.md floors, lowest first: a folder imports only from its own floor and those below (resolved paths, so
 * `@/…` and relative imports alike). lib sits below stores (the request layer knows no store), and layouts below
 * pages (pages use the talent nav helpers).
 */
const FLOORS = [
  ['src/utils', 'src/contracts'],
  ['src/lib'],
  ['src/stores'],
  ['src/components', 'src/content'],
  ['src/features'],
  ['src/layouts'],
  ['src/pages'],
  ['src/app', 'src/prerender', 'src/main.tsx'],
];

const floorZones = FLOORS.flatMap((floor, index) => {
  const above = FLOORS.slice(index + 1).flat();
  return floor.flatMap((target) =>
    above.map((from) => ({
      target: `./${target}`,
      from: `./${from}`,
      message: `docs/style.md floors: ${target} may not import from ${from} (dependencies flow one way).`,
    })),
  );
});

/** A feature never imports another feature; a page composes them. */
const featureZones = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'docs/style.md: a feature never imports another feature; compose them in a page.',
  }));

/** The MSW handlers stand in for the server: only main.tsx starts them (dev:mock); they know contracts and utils. */
const SPA_FOLDERS = ['lib', 'stores', 'components', 'content', 'features', 'layouts', 'pages', 'app', 'prerender'];
const mockZones = [
  {
    target: [...SPA_FOLDERS, 'utils', 'contracts'].map((folder) => `./src/${folder}`),
    from: './src/mocks',
    message: 'Only main.tsx (npm run dev:mock) may load the MSW handlers.',
  },
  {
    target: './src/mocks',
    from: SPA_FOLDERS.map((folder) => `./src/${folder}`),
    message: 'The mocks, like the server, may import only src/contracts and src/utils.',
  },
];


const commentsSayWhy = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments say why, in the present tense: no issue or stop numbers, no measurements.' },
    schema: [],
    messages: {
      history:
        'Comment carries {{what}} ("{{match}}"): say why in the present tense; put history in the commit message ' +
        'and figures in docs/benchmarks.md (docs/style.md, "Comments say why").',
    },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          for (const { pattern, what } of COMMENT_HISTORY) {
            const match = pattern.exec(comment.value);
            if (match) context.report({ loc: comment.loc, messageId: 'history', data: { what, match: match[0] } });
          }
        }
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'build',
      'coverage',
      'node_modules',
      'public/mockServiceWorker.js',
      'server/src/db/migrations',
      'data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': 'allow-with-description', 'ts-expect-error': 'allow-with-description' },
      ],
    },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { house: { rules: { 'comments-say-why': commentsSayWhy } } },
    rules: { 'house/comments-say-why': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse TypeScript modules when following imports (no-cycle walks the graph), resolving `@/` like tsc.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.app.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...floorZones, ...featureZones, ...mockZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The server shares only src/contracts and src/utils with the SPA.
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['lib', 'stores', 'components', 'features', 'pages', 'app', 'layouts', 'mocks'].map((layer) => ({
            group: [`**/src/${layer}/*`],
            message: 'The server may import only src/contracts and src/utils from the SPA.',
          })),
        },
      ],
    },
  },
);
