/** Types of scripts/build-server.mjs, for the TypeScript tests that start the server. */
export declare function ensureServerBuilt(options?: { quiet?: boolean }): Promise<string>;
export declare const SERVER_SOURCES: string[];
