/**
 * The rendered home page (src/prerender/home.tsx) as it goes into index.html's #root (vite.config.ts prerenderHome),
 * and as src/main.tsx hydrates it. Shared with the hydration test (tests/web/site/home-hydration.test.tsx), so what
 * is tested is what is built.
 */

/**
 * Checks the shape of the rendered home page: the sections below the first screen and the footer are lazy parts,
 * so the markup holds their fallbacks (the sections' placeholder, no footer) and stays small for every route.
 */
function checkFirstScreen(markup: string): void {
  if (!markup.includes('<div class="home-page__below-fold"></div>') || markup.includes('<footer'))
    throw new Error('prerender-home: the home page markup changed shape; update scripts/prerender-home.ts');
  for (const tag of ['div', 'section', 'main', 'header', 'ul', 'a']) {
    const opened = markup.match(new RegExp(`<${tag}[\\s>]`, 'g'))?.length ?? 0;
    const closed = markup.match(new RegExp(`</${tag}>`, 'g'))?.length ?? 0;
    if (opened !== closed) throw new Error(`prerender-home: unbalanced <${tag}> in the first screen`);
  }
}

/**
 * - `data-prerender` on the page's frame: other routes hide it (index.html's route script marks them), and
 *   main.tsx finds it to hydrate.
 * - Links as the hash router writes them (`#/digitalCollection`), so they work before React and match its render.
 * - Buttons disabled until React runs (they would do nothing); main.tsx enables the ones marked here.
 * - The lazy parts' boundaries, which renderToString leaves to the client, say so with React's empty digest: the
 *   client renders them without reporting a recoverable error (a boundary without one counts as a server error).
 */
export function prerenderedHome(markup: string): string {
  checkFirstScreen(markup);
  return markPrerenderedHome(markup);
}

/** The marks of prerenderedHome without the shape check (the hydration test renders in a worker shared with others). */
export function markPrerenderedHome(markup: string): string {
  return markup
    .replace(/<div/, '<div data-prerender=""')
    .replace(/href="\/(?!\/|images\/|assets\/|uploads\/)/g, 'href="#/')
    .replace(/<button/g, '<button disabled="" data-prerender-disabled=""')
    .replace(/<!--\$!--><template[^>]*><\/template>/g, '<!--$!--><template data-dgst=""></template>');
}
