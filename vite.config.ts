import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Writes .br and .gz beside every text asset of the build, so the server sends compressed files
 * (@fastify/static preCompressed) without compressing on each request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file) || statSync(file).size < 1024) continue;
        const source = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }));
      }
    },
  };
}

const srcDir = fileURLToPath(new URL('./src', import.meta.url));

/** The marketing route tables: `path: '/x'` followed by its page's `import('@/…')`. */
const MARKETING_ROUTE_TABLES = ['app/routes/site-routes.tsx', 'app/routes/site-more-routes.tsx'];

function marketingRoutes(): [route: string, pageModule: string][] {
  return MARKETING_ROUTE_TABLES.flatMap((table) => {
    const source = readFileSync(join(srcDir, table), 'utf8');
    return [...source.matchAll(/path: '(\/\w+)',(?:(?!path:)[\s\S])*?import\('@\/([^']+)'\)/g)].map(
      ([, route, module]) => [route!, resolve(srcDir, `${module}.tsx`)] as [string, string],
    );
  });
}

/**
 * A marketing page other than home needs its lazy chunk before it can paint. An inline script in index.html reads
 * the hash route and adds modulepreload links for that page's chunks at once, so they download beside the entry
 * instead of after it. The server allows this one inline script by its SHA-256 (plugins/security.ts).
 */
function routePreload(): Plugin {
  return {
    name: 'route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
        const closure = (fileName: string, into = new Set<string>()): Set<string> => {
          if (into.has(fileName)) return into;
          into.add(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') for (const next of chunk.imports) closure(next, into);
          return into;
        };
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('route-preload: no entry chunk');
        const loadedWithEntry = closure(entry.fileName);
        const map: Record<string, string[]> = {};
        for (const [route, pageModule] of marketingRoutes()) {
          const page = chunks.find((chunk) => chunk.facadeModuleId === pageModule);
          if (!page) continue; // bundled with the entry (the home page)
          const files = [...closure(page.fileName)].filter((file) => !loadedWithEntry.has(file));
          const css = files.flatMap((file) => {
            const chunk = bundle[file];
            return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
          });
          map[route] = [...css, ...files].map((file) => `/${file}`);
        }
        if (Object.keys(map).length < 5) throw new Error('route-preload: the marketing route tables did not parse');
        const script =
          `(function(){var m=${JSON.stringify(map)},f=m[location.hash.slice(1).split('?')[0]]||[];` +
          `f.forEach(function(h){var l=document.createElement('link');` +
          `if(/\\.css$/.test(h)){l.rel='preload';l.as='style'}else{l.rel='modulepreload'}` +
          `l.crossOrigin='';l.href=h;document.head.appendChild(l)})})()`;
        // crossOrigin '' as Vite's own preload links have, so the later import() reuses these downloads.
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  // The dev server forwards the API to the Fastify server (DECISIONS D1).
  const apiTarget = env.DEV_API_TARGET || 'http://127.0.0.1:8080';
  return {
    plugins: [react(), routePreload(), precompress()],
    resolve: { alias: { '@': srcDir } },
    server: {
      host: '127.0.0.1',
      port: 5173,
      proxy: {
        '/shangchain/bsnApi': { target: apiTarget, changeOrigin: true },
        '/uploads': { target: apiTarget, changeOrigin: true },
      },
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 1500,
    },
  };
});
