// The package's CommonJS entry, which tests/setup/testing-library.tsx re-exports: typed as the package itself (a
// declaration file of its own name: tsc would take testing-library.d.ts for that module's output).
declare module '@testing-library/react/dist/index.js' {
  export * from '@testing-library/react';
}
