/** Types of scripts/route-chunks.mjs, for vite.config.ts and the TypeScript tests. */
export interface PublicRoute {
  path: string;
  /** Absolute paths of the lazy modules the route needs before its first paint (layouts first). */
  modules: string[];
}
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export declare function publicPaths(srcDir: string): string[];
export declare function staticRoutes(srcDir: string): Map<string, string[]>;
export declare function publicRoutes(srcDir: string): PublicRoute[];
export declare function manifestClosure(manifest: Manifest, key: string, into?: Set<string>): Set<string>;
export declare function readManifest(distDir: string): Manifest;
export declare function firstLoadFiles(manifest: Manifest, rootDir: string, modules: string[]): string[];
export declare function firstLoadGzip(
  manifest: Manifest,
  rootDir: string,
  distDir: string,
  modules: string[],
): { bytes: number; files: string[] };
export declare const JS_BUDGETS: { home: number; route: number; userCentre: number };
