import { build, defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { careModeContrast } from './scripts/care-mode-contrast';
import { prerenderedPage } from './scripts/prerender-pages';
import { publicRoutes } from './scripts/route-chunks.mjs';
import { HOME_PATH } from './src/contracts/app-paths';
import { API_BASE_PATH } from './src/contracts/paths';
import { earlyRequestScript } from './src/lib/early-requests';

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
const rootDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * MSW's worker script for `npm run dev:mock`, served by the dev server from the installed msw (so it always matches
 * its version). Builds never contain it: production has no use for a script that answers API calls with fixtures.
 */
function mockServiceWorker(): Plugin {
  return {
    name: 'mock-service-worker',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.setHeader('Service-Worker-Allowed', '/');
        response.end(readFileSync(join(rootDir, 'node_modules/msw/lib/mockServiceWorker.js')));
      });
    },
  };
}

/**
 * Inline-script source that calls `go` (a function expression or name, safe to call twice) once the page's first
 * contentful paint has been shown: the browser reports it with the time the frame reached the screen, which a
 * frame's own callbacks come before. Capped at a second: a background tab paints nothing.
 */
function afterFirstPaint(go: string): string {
  return (
    `(function(){var run=function(){setTimeout(${go},0)};try{new PerformanceObserver(function(l,o){` +
    `if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();run()}})` +
    `.observe({type:'paint',buffered:true})}catch(e){requestAnimationFrame(run)}setTimeout(${go},1000)})()`
  );
}

/**
 * Inline-script source that calls `go` once the route's static page (prerenderPages) is in and painted, or at once
 * when it is not coming (the first-screen script then drops data-first-screen), and after 1.5 s whatever happens.
 */
function afterFirstScreen(go: string): string {
  return (
    `document.addEventListener('first-screen',function(){if(document.documentElement.hasAttribute(` +
    `'data-first-screen'))${afterFirstPaint(go)};else ${go}()});setTimeout(${go},1500)`
  );
}

/**
 * The pages of src/prerender/pages.tsx rendered to static HTML at build time (a small SSR build of the same route tree
 * src/main.tsx renders), so that a phone paints them with the HTML and CSS, before the framework arrives; React then
 * hydrates them, keeping the painted nodes. Until then their buttons are disabled (they would do nothing; main.tsx
 * enables them as it hydrates) and their links are plain hash links, which work.
 * - The home page goes in index.html's #root. Other routes hide it (the route script marks them), so they never
 *   flash it.
 * - Every other page is a file of its own beside the chunks (named by its content, so cached like them). A second
 *   inline script fetches the file of the route being opened, applies the page's stylesheets (which the route script
 *   has started to download) and, once both are in, puts the page in #root, unless the app has started drawing.
 */
function prerenderPages(mode: string): Plugin {
  return {
    name: 'prerender-pages',
    apply: 'build',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (!index || index.type !== 'asset') return;
        // Inside the project, so the SSR bundle's bare imports (react-dom/server …) resolve from node_modules.
        mkdirSync(join(rootDir, 'node_modules/.cache'), { recursive: true });
        const outDir = mkdtempSync(join(rootDir, 'node_modules/.cache/prerender-'));
        try {
          await build({
            configFile: false,
            root: rootDir,
            mode,
            logLevel: 'warn',
            resolve: { alias: { '@': srcDir } },
            plugins: [react()],
            build: {
              ssr: join(srcDir, 'prerender/pages.tsx'),
              outDir,
              emptyOutDir: true,
              minify: false,
            },
          });
          const { renderPages, PRERENDERED_URLS } = (await import(pathToFileURL(join(outDir, 'pages.js')).href)) as {
            renderPages: (urls: readonly string[]) => Promise<Map<string, string>>;
            PRERENDERED_URLS: readonly string[];
          };
          const rendered = await renderPages(PRERENDERED_URLS);
          const markup = prerenderedPage(HOME_PATH, rendered.get(HOME_PATH) ?? '', true);
          const pageFiles: Record<string, string> = {};
          for (const url of PRERENDERED_URLS) {
            if (url === HOME_PATH) continue;
            const page = prerenderedPage(url, rendered.get(url) ?? '', false);
            const slug = url.slice(1).replace(/[^\w]+/g, '-');
            const hash = createHash('sha256').update(page).digest('base64url').slice(0, 8).replace(/[-_]/g, 'x');
            const fileName = `assets/first-screen-${slug}-${hash}.html`;
            this.emitFile({ type: 'asset', fileName, source: page });
            pageFiles[url] = `/${fileName}`;
          }
          const html = String(index.source);
          if (!html.includes('<div id="root"></div>')) throw new Error('prerender: no empty #root in index.html');
          const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
          if (!entryTag) throw new Error('prerender: no entry script in index.html');
          const preloadTags = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
          const scripts = JSON.stringify([entryTag[1], ...preloadTags.map(([, href]) => href)]);
          // The framework is started by a loader at the end of <body>: on the home route after the prerendered page
          // has been painted, on a route with a static page after that page has been put in and painted, on any
          // other route at once. Painted first, a phone shows the page before it spends its time on the framework;
          // the page's links work meanwhile. The waits are capped (afterFirstPaint), and a static page that does not
          // come in a second and a half is not waited for.
          const loader =
            `(function(){var f=${scripts},done=false,go=function(){if(done)return;done=true;` +
            `f.slice(1).forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';` +
            `l.crossOrigin='';l.href=h;document.head.appendChild(l)});var s=document.createElement('script');` +
            `s.type='module';s.crossOrigin='';s.src=f[0];document.head.appendChild(s)},d=document.documentElement;` +
            `if(d.hasAttribute('data-first-screen')){${afterFirstScreen('go')}}` +
            `else if(d.hasAttribute('data-other-route'))go();else ${afterFirstPaint('go')}})()`;
          // Other routes without a static page fetch the framework from the start of the page.
          const earlyFetch =
            `(function(){var d=document.documentElement;` +
            `if(!d.hasAttribute('data-other-route')||d.hasAttribute('data-first-screen'))return;` +
            `${scripts}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';` +
            `l.crossOrigin='';l.href=h;document.head.appendChild(l)})})()`;
          // The route's static page (src/prerender/take-over.ts isPrerenderedFor: the same path and query), put in
          // #root once it and the route's stylesheets (which the route script applies) have arrived.
          // data-first-screen tells the route script and the loader to wait for it and main.tsx to hydrate it;
          // main.tsx removes it when it starts drawing, after which a late page is dropped. The event 'first-screen'
          // says the page is in (the attribute stays) or is not coming (it is gone).
          const firstScreen =
            `(function(){var s=${JSON.stringify(pageFiles)},h=location.hash.slice(1),u=s[h],` +
            `d=document.documentElement;if(!u||!window.fetch||!window.Promise)return;` +
            `d.setAttribute('data-first-screen','');var done=function(html){var put=function(){` +
            `var root=document.getElementById('root');if(html&&root&&d.hasAttribute('data-first-screen'))` +
            `root.innerHTML=html;else d.removeAttribute('data-first-screen');` +
            `document.dispatchEvent(new Event('first-screen'))};` +
            `if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',put);else put()};` +
            `fetch(u,{priority:'high'}).then(function(r){if(!r.ok)throw r.status;return r.text()})` +
            `.then(function(html){return Promise.all([].map.call(document.querySelectorAll('link[data-route-css]'),` +
            `function(l){return l.sheet||new Promise(function(ok,no){l.addEventListener('load',ok);` +
            `l.addEventListener('error',no)})})).then(function(){done(html)})}).catch(function(){done('')})})()`;
          let page = html.replace(entryTag[0], '');
          for (const [tag] of preloadTags) page = page.replace(tag, '');
          // The head scripts go before the stylesheet: an inline script after a stylesheet waits for it.
          const routeScript = /<script>\(function\(\)\{var m=[\s\S]*?<\/script>/.exec(page)?.[0];
          if (!routeScript) throw new Error('prerender: no route preload script in index.html');
          page = page.replace(routeScript, '');
          index.source = page
            .replace(
              '<meta charset="UTF-8" />',
              `<meta charset="UTF-8" /><script>${firstScreen}</script>${routeScript}<script>${earlyFetch}</script>`,
            )
            .replace('<div id="root"></div>', `<div id="root">${markup}</div><script>${loader}</script>`)
            .replace(
              '</head>',
              `<style>[data-other-route] [data-prerender="${HOME_PATH}"]{display:none}</style></head>`,
            );
        } finally {
          rmSync(outDir, { recursive: true, force: true });
        }
      },
    },
  };
}

/**
 * A public page other than home needs its lazy chunks (its layout's, its loader's and its own) before it can paint.
 * An inline script in index.html reads the hash route and adds modulepreload links for that page's chunks at once,
 * so they download beside the entry instead of after it. The routes and their modules come from the app's route
 * tables (scripts/route-chunks.mjs): a new public page is preloaded without being listed here. The server allows
 * this inline script by its SHA-256 (plugins/security.ts).
 */
function routePreload(): Plugin {
  let apiBase = API_BASE_PATH;
  return {
    name: 'route-preload',
    apply: 'build',
    configResolved(config) {
      // The base the SPA's request layer uses (src/lib/env.ts), so that the early requests go where the page's would.
      const base: unknown = config.env.VITE_API_BASE;
      if (typeof base === 'string' && base !== '') apiBase = base;
    },
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
        const cssOf = (files: Iterable<string>) =>
          [...files].flatMap((file) => {
            const chunk = bundle[file];
            return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
          });
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('route-preload: no entry chunk');
        const loadedWithEntry = closure(entry.fileName);
        const map: Record<string, string[]> = {};
        for (const { path: route, modules } of publicRoutes(srcDir)) {
          const needed = new Set<string>();
          for (const module of modules) {
            const chunk = chunks.find((item) => item.facadeModuleId === module);
            if (!chunk) throw new Error(`route-preload: no chunk of ${module} (${route})`);
            closure(chunk.fileName, needed);
          }
          const files = [...needed].filter((file) => !loadedWithEntry.has(file));
          if (files.length === 0) continue; // bundled with the entry (the home page)
          map[route] = [...cssOf(files), ...files].map((file) => `/${file}`);
        }
        if (Object.keys(map).length < 5) throw new Error('route-preload: the route tables did not parse');
        const script =
          `(function(){var m=${JSON.stringify(map)},r=location.hash.slice(1).split('?')[0],f=m[r]||[],` +
          `h=location.hash.slice(1),i=h.indexOf('?');` +
          // The explorer's and the trace page's data (src/lib/early-requests.ts): asked for now, taken
          // by the page's data layer when its code has loaded.
          `(${earlyRequestScript(apiBase)})(r,new URLSearchParams(i<0?'':h.slice(i+1)));` +
          // The prerendered home page (prerenderPages) is for the home route only.
          `var d=document.documentElement,fs=d.hasAttribute('data-first-screen'),later=[],` +
          `add=function(h,rel){var l=document.createElement('link');l.rel=rel;if(rel==='preload')l.as='style';` +
          `if(rel==='stylesheet')l.setAttribute('data-route-css','');l.crossOrigin='';l.href=h;document.head.appendChild(l)};` +
          `if(r&&r!=='/'&&r!=='/index')d.setAttribute('data-other-route','');` +
          // A route whose static page is on its way (prerenderPages) applies its stylesheets now, for that page, and
          // fetches its scripts once the page is painted: before, they would only slow the page down.
          `f.forEach(function(h){if(/\\.css$/.test(h))add(h,fs?'stylesheet':'preload');else if(fs)later.push(h);` +
          `else add(h,'modulepreload')});if(later.length){var go=function(){later.splice(0).forEach(function(h){` +
          `add(h,'modulepreload')})};${afterFirstScreen('go')}}})()`;
        // crossOrigin '' as Vite's own preload links have, so the later import() reuses these downloads.
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
}

/**
 * Chunks merged from the pieces the automatic split cuts them into: a marketing page needs all of each before its
 * first paint, and every request beyond the browser's six connections waits a round trip on a slow phone network.
 * Each group takes only the modules named (not their dependencies), so nothing moves into or out of the entry.
 */
const CHUNK_GROUPS = [
  // TanStack Query and the cache's sign-out hook: with every lazy route (withQueryClient in src/app/router.tsx). The
  // pages that wait for their first paint (src/lib/after-first-paint.ts) take that hook from here too, instead of
  // from a chunk of its own fetched before the paint.
  {
    name: 'query',
    test: /node_modules[\\/]@tanstack[\\/]|src[\\/]lib[\\/](server-state|after-first-paint)\./,
  },
  // The site facts and the paths they are read from: the footer, about us, the service page, the talent portal.
  {
    name: 'site-content',
    test: /src[\\/](content[\\/](site-config|site-facts)|contracts[\\/]paths|components[\\/]mail-address)\./,
  },
  // The marketing building blocks and the gradient helper they draw with.
  { name: 'marketing-page-kit', test: /src[\\/]layouts[\\/]site[\\/]marketing-page-kit\.|svg-gradient\./ },
].map((group) => ({ ...group, includeDependenciesRecursively: false }));

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  // The dev server forwards the API to the Fastify server (DECISIONS D1).
  const apiTarget = env.DEV_API_TARGET || 'http://127.0.0.1:8080';
  return {
    plugins: [react(), mockServiceWorker(), routePreload(), prerenderPages(mode), precompress()],
    resolve: { alias: { '@': srcDir } },
    css: { postcss: { plugins: [careModeContrast()] } },
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
      // dist/.vite/manifest.json: the chunks of each module, read by the size budgets (scripts/route-chunks.mjs).
      manifest: true,
      chunkSizeWarningLimit: 1500,
      rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
    },
  };
});
