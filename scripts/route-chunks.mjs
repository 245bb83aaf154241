/**
 * Which source modules each public route needs before its first paint, read from the app's own route tables
 * (src/app/router.tsx and src/app/routes/*), and the first-load JavaScript those modules cost in a build, read from
 * Vite's manifest (dist/.vite/manifest.json). The route list is PUBLIC_PATHS (src/contracts/app-paths.ts): a public
 * route whose page cannot be found in the tables is an error, so a new public page is measured without anyone
 * listing it again. Used by vite.config.ts (the route preload script), scripts/bench-web.mjs and the size-budget
 * test.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';

/** First-load JavaScript budgets, gzip bytes: the home page, every other public route, the user centre. */
export const JS_BUDGETS = { home: 110 * 1024, route: 150 * 1024, userCentre: 512 * 1024 };

const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

function parse(file) {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

/** `@/x` or `./x` from `fromFile` to an existing source file. */
function resolveModule(specifier, fromFile, srcDir) {
  const base = specifier.startsWith('@/') ? join(srcDir, specifier.slice(2)) : resolve(dirname(fromFile), specifier);
  for (const extension of ['', ...EXTENSIONS]) {
    const candidate = `${base}${extension}`;
    if (extension !== '' || /\.[cm]?[tj]sx?$/.test(base)) if (existsSync(candidate)) return candidate;
  }
  throw new Error(`route-chunks: cannot resolve ${specifier} from ${fromFile}`);
}

function walk(node, visit) {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

/** The string constants of a module (`export const X = '/x'`). */
function stringConstants(file) {
  const constants = new Map();
  walk(parse(file), (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      if (ts.isStringLiteralLike(node.initializer)) constants.set(node.name.text, node.initializer.text);
    }
  });
  return constants;
}

/** PUBLIC_PATHS of src/contracts/app-paths.ts, in its order. */
export function publicPaths(srcDir) {
  const file = join(srcDir, 'contracts/app-paths.ts');
  const constants = stringConstants(file);
  let paths;
  walk(parse(file), (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === 'PUBLIC_PATHS') {
      let list = node.initializer;
      while (list && (ts.isAsExpression(list) || ts.isSatisfiesExpression(list))) list = list.expression;
      if (!list || !ts.isArrayLiteralExpression(list)) throw new Error('route-chunks: PUBLIC_PATHS is not an array');
      paths = list.elements.map((element) => {
        if (ts.isStringLiteralLike(element)) return element.text;
        if (ts.isIdentifier(element) && constants.has(element.text)) return constants.get(element.text);
        throw new Error(`route-chunks: cannot read the PUBLIC_PATHS element ${element.getText()}`);
      });
    }
  });
  if (!paths) throw new Error('route-chunks: no PUBLIC_PATHS in app-paths.ts');
  return paths;
}

/**
 * The lazy modules a `lazy:` property loads: its `import('…')` calls and the helpers it calls (a function of the
 * route tables that imports a loader module whose entries import the pages, as explorerRoute does).
 */
function lazyModules(node, file, srcDir, helpers) {
  const modules = [];
  walk(node, (inner) => {
    if (!ts.isCallExpression(inner)) return;
    const [argument] = inner.arguments;
    if (inner.expression.kind === ts.SyntaxKind.ImportKeyword && argument && ts.isStringLiteralLike(argument))
      modules.push(resolveModule(argument.text, file, srcDir));
    else if (ts.isIdentifier(inner.expression) && helpers.has(inner.expression.text)) {
      if (!argument || !ts.isStringLiteralLike(argument))
        throw new Error(`route-chunks: ${inner.getText()} needs a string argument`);
      modules.push(...helpers.get(inner.expression.text)(argument.text));
    }
  });
  return modules;
}

/**
 * Route helpers of src/app/routes: a function `f(page)` whose body imports a loader module with `page: () =>
 * import('./x')` entries resolves to [loader, page module].
 */
function routeHelpers(files, srcDir) {
  const helpers = new Map();
  for (const file of files) {
    walk(parse(file), (node) => {
      if (!ts.isFunctionDeclaration(node) || !node.name || !node.body) return;
      const imported = [];
      walk(node.body, (inner) => {
        const [argument] = ts.isCallExpression(inner) ? inner.arguments : [];
        if (
          ts.isCallExpression(inner) &&
          inner.expression.kind === ts.SyntaxKind.ImportKeyword &&
          argument &&
          ts.isStringLiteralLike(argument)
        )
          imported.push(resolveModule(argument.text, file, srcDir));
      });
      if (imported.length !== 1) return;
      const loader = imported[0];
      const pages = new Map();
      walk(parse(loader), (inner) => {
        if (!ts.isPropertyAssignment(inner) || !(ts.isIdentifier(inner.name) || ts.isStringLiteralLike(inner.name)))
          return;
        walk(inner.initializer, (call) => {
          const [argument] = ts.isCallExpression(call) ? call.arguments : [];
          if (
            ts.isCallExpression(call) &&
            call.expression.kind === ts.SyntaxKind.ImportKeyword &&
            argument &&
            ts.isStringLiteralLike(argument)
          )
            pages.set(inner.name.text, resolveModule(argument.text, loader, srcDir));
        });
      });
      helpers.set(node.name.text, (page) => {
        if (!pages.has(page)) throw new Error(`route-chunks: ${node.name.text}('${page}') names no page of ${loader}`);
        return [loader, pages.get(page)];
      });
    });
  }
  return helpers;
}

/**
 * Every route object of the static route tables that has a `path`: its path and the lazy modules it needs, its
 * layouts' first (a layout route is an object with `lazy` and `children`). An eager page (`Component: X`) needs no
 * lazy module: it is in the entry.
 */
export function staticRoutes(srcDir) {
  const routesDir = join(srcDir, 'app/routes');
  const files = [
    join(srcDir, 'app/router.tsx'),
    ...readdirSync(routesDir)
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => join(routesDir, name)),
  ];
  const constants = stringConstants(join(srcDir, 'contracts/app-paths.ts'));
  const helpers = routeHelpers(files, srcDir);
  const routes = new Map();
  const property = (object, name) =>
    object.properties.find(
      (item) => ts.isPropertyAssignment(item) && ts.isIdentifier(item.name) && item.name.text === name,
    );
  for (const file of files) {
    const visit = (node, inherited) => {
      if (ts.isObjectLiteralExpression(node)) {
        const lazy = property(node, 'lazy');
        const own = lazy ? lazyModules(lazy.initializer, file, srcDir, helpers) : [];
        const path = property(node, 'path');
        const children = property(node, 'children');
        // A react-router object renders through lazy, Component or element (the portal's records have `component`).
        const routeObject = ['lazy', 'Component', 'element'].some((name) => property(node, name));
        if (path && routeObject) {
          const value = ts.isStringLiteralLike(path.initializer)
            ? path.initializer.text
            : ts.isIdentifier(path.initializer)
              ? constants.get(path.initializer.text)
              : undefined;
          if (value !== undefined && !routes.has(value)) routes.set(value, [...inherited, ...own]);
        }
        if (children) {
          visit(children.initializer, [...inherited, ...own]);
          return;
        }
      }
      ts.forEachChild(node, (child) => visit(child, inherited));
    };
    visit(parse(file), []);
  }
  return routes;
}

/**
 * The public routes and their lazy modules (absolute paths), in PUBLIC_PATHS order. `/` (a redirect to the home
 * page) is left out.
 */
export function publicRoutes(srcDir) {
  const routes = staticRoutes(srcDir);
  return publicPaths(srcDir).map((path) => {
    const modules = routes.get(path);
    if (!modules)
      throw new Error(`route-chunks: the public path ${path} has no route in src/app/router.tsx or src/app/routes/`);
    // The router renders every lazy route inside the query client's provider, loaded beside the route's chunks.
    return { path, modules: modules.length > 0 ? [...modules, join(srcDir, QUERY_CLIENT_MODULE)] : modules };
  });
}

/** The module the router loads with every lazy route (withQueryClient in src/app/router.tsx). */
const QUERY_CLIENT_MODULE = 'lib/query-client.tsx';

/** The files a manifest entry loads with it: itself and its static imports, transitively. */
export function manifestClosure(manifest, key, into = new Set()) {
  const entry = manifest[key];
  if (!entry) throw new Error(`route-chunks: ${key} is not in the build manifest`);
  if (into.has(entry.file)) return into;
  into.add(entry.file);
  for (const next of entry.imports ?? []) manifestClosure(manifest, next, into);
  return into;
}

/** dist/.vite/manifest.json, or an error that says how to get it. */
export function readManifest(distDir) {
  const file = join(distDir, '.vite/manifest.json');
  if (!existsSync(file)) throw new Error(`route-chunks: no ${file}: build first (vite build writes it)`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The JavaScript files a route loads before its first paint: the entry with its static imports, and each of the
 * route's lazy modules with theirs.
 */
export function firstLoadFiles(manifest, rootDir, modules) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('route-chunks: no entry in the build manifest');
  const files = manifestClosure(manifest, entryKey);
  for (const module of modules) manifestClosure(manifest, relative(rootDir, module).split('\\').join('/'), files);
  return [...files].filter((file) => file.endsWith('.js'));
}

const gzipSizes = new Map();

/** gzip bytes (level 9, as the build's precompressed files) of the first-load JavaScript of some modules. */
export function firstLoadGzip(manifest, rootDir, distDir, modules) {
  const files = firstLoadFiles(manifest, rootDir, modules);
  let bytes = 0;
  for (const file of files) {
    const path = join(distDir, file);
    if (!gzipSizes.has(path)) gzipSizes.set(path, gzipSync(readFileSync(path), { level: 9 }).length);
    bytes += gzipSizes.get(path);
  }
  return { bytes, files };
}
