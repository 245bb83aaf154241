import type { TestProject } from 'vitest/node';
import { startPgCluster } from './pg-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/** The server-pg project's throwaway PostgreSQL cluster: started once for its files, stopped and deleted after them. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPgCluster();
  project.provide('databaseUrl', cluster.url);
  return () => cluster.stop();
}
