/** Types of scripts/with-postgres.mjs, for the TypeScript tests and tools that start a throwaway cluster. */
export declare function withPostgres<T>(fn: (databaseUrl: string) => Promise<T>): Promise<T>;
