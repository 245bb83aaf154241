/** Types of scripts/spa-build.mjs, for the TypeScript test helpers. */
export declare const SPA_SOURCES: string[];
export declare function spaBuildReason(root: string): string | null;
export declare function buildSpa(root: string, options?: { logLevel?: 'info' | 'warn' | 'error' | 'silent' }): number;
