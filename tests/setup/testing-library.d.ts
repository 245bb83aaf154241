// The package's CommonJS entry, which tests/setup/testing-library.tsx re-exports: typed as the package itself.
declare module '@testing-library/react/dist/index.js' {
  export * from '@testing-library/react';
}
