/** Types of scripts/build-freshness.mjs, for the TypeScript test helpers. */
export declare function withFileLock<T>(lockFile: string, staleAfterMs: number, work: () => Promise<T>): Promise<T>;
export declare function contentHash(root: string, ...targets: string[]): string;
