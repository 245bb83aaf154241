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

/**
 * A relative path that climbs three or more folders says little about where the module lives: the package's aliases
 * name it instead (package.json `imports`, tsconfig `paths`). Static imports go through no-restricted-imports; dynamic
 * imports, `import()` types and vitest's module helpers through no-restricted-syntax, which sees their string.
 */
const CLIMB = String.raw`^\.\.(/\.\.){2,}(/|$)`;
const CLIMB_MESSAGE =
  'Import through an alias, not a ../../../ path: @/… (src, for the SPA and its tests), #contracts/* and #utils/* ' +
  '(src/contracts, src/utils), #server/* (server/src), #scripts/* (scripts/*.ts); docs/architecture.md.';
const climbPattern = { regex: CLIMB, message: CLIMB_MESSAGE };
// esquery reads a regex up to its next slash, so the slashes are written \x2F.
const climbValue = `/${CLIMB.replaceAll('/', String.raw`\x2F`)}/`;
const VITEST_MODULE_HELPERS = 'mock|doMock|unmock|doUnmock|importActual|importMock';
const climbSyntax = [
  { selector: `:matches(ImportExpression, TSImportType)[source.value=${climbValue}]`, message: CLIMB_MESSAGE },
  {
    selector:
      `CallExpression[callee.object.name='vi'][callee.property.name=/^(${VITEST_MODULE_HELPERS})$/]` +
      `[arguments.0.value=${climbValue}]`,
    message: CLIMB_MESSAGE,
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
    files: ['{src,server,tests,scripts}/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [climbPattern] }],
      'no-restricted-syntax': ['error', ...climbSyntax],
    },
  },
  {
    // The server shares only src/contracts and src/utils with the SPA. A later block's options replace an earlier
    // one's, so the climbing pattern is repeated here.
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...['lib', 'stores', 'components', 'features', 'pages', 'app', 'layouts', 'mocks'].map((layer) => ({
              group: [`**/src/${layer}/*`],
              message: 'The server may import only src/contracts and src/utils from the SPA.',
            })),
            climbPattern,
          ],
        },
      ],
    },
  },
);
