/** Types of scripts/build-freshness.mjs, for the TypeScript test helpers. */
export declare function withFileLock<T>(lockFile: string, staleAfterMs: number, work: () => Promise<T>): Promise<T>;
export declare function contentHash(root: string, ...targets: string[]): string;
export declare function builtFrom(stampFile: string): string | undefined;
export declare function recordBuild(stampFile: string, sources: string): void;
