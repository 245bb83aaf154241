import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** STYLE.md: dependencies flow utils/contracts → lib/stores/components → features → pages → app. */
const layerRule = (forbidden) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: forbidden.map((layer) => ({
        group: [`@/${layer}/*`, `@/${layer}`, `../${layer}/*`, `../../${layer}/*`],
        message: `STYLE.md layering: this layer may not import from src/${layer}.`,
      })),
    },
  ],
});

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'node_modules', 'public/mockServiceWorker.js', 'server/src/db/migrations', 'data'] },
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
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': 'allow-with-description', 'ts-expect-error': 'allow-with-description' }],
    },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
  { files: ['src/utils/**', 'src/contracts/**'], rules: layerRule(['lib', 'stores', 'components', 'features', 'pages', 'app', 'layouts', 'mocks']) },
  { files: ['src/lib/**', 'src/stores/**', 'src/components/**', 'src/content/**'], rules: layerRule(['features', 'pages', 'app', 'layouts', 'mocks']) },
  { files: ['src/features/**'], rules: layerRule(['pages', 'app', 'layouts', 'mocks']) },
  { files: ['src/pages/**', 'src/layouts/**'], rules: layerRule(['mocks']) },
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
