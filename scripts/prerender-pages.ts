/**
 * The rendered pages (src/prerender/pages.tsx) as they go into index.html's #root or into a page's static file
 * (vite.config.ts prerenderPages), and as src/main.tsx hydrates them. Shared with the hydration test
 * (tests/web/site/prerendered-pages.test.tsx), so what is tested is what is built.
 */

/** Fails the build when a page's markup is not what the browser needs to paint and hydrate it. */
function checkFirstScreen(url: string, markup: string, home: boolean): void {
  if (home && (!markup.includes('<div class="home-page__below-fold"></div>') || markup.includes('<footer')))
    throw new Error('prerender: the home page markup changed shape; update scripts/prerender-pages.ts');
  if (!/<h1[\s>]/.test(markup)) throw new Error(`prerender: ${url} has no <h1>`);
  for (const tag of ['div', 'section', 'main', 'header', 'ul', 'a']) {
    const opened = markup.match(new RegExp(`<${tag}[\\s>]`, 'g'))?.length ?? 0;
    const closed = markup.match(new RegExp(`</${tag}>`, 'g'))?.length ?? 0;
    if (opened !== closed) throw new Error(`prerender: unbalanced <${tag}> in ${url}`);
  }
}

/**
 * - `data-prerender` on the page's outermost element, with the URL it was rendered for: main.tsx hydrates it only on that URL,
 *   and other routes hide the home page's (index.html's route script marks them).
 * - Links as the hash router writes them (`#/digitalCollection`), so they work before React and match its render.
 * - Buttons disabled until React runs (they would do nothing); main.tsx enables the ones marked here.
 * - The lazy parts' boundaries, which renderToString leaves to the client, say so with React's empty digest: the
 *   client renders them without reporting a recoverable error (a boundary without one counts as a server error).
 */
export function prerenderedPage(url: string, markup: string, home: boolean): string {
  checkFirstScreen(url, markup, home);
  return markPrerendered(url, markup);
}

/** The marks of prerenderedPage without the shape check (the hydration test renders in a worker shared with others). */
export function markPrerendered(url: string, markup: string): string {
  return (
    markup
      // The page's outermost element: the resource hints React puts first (<link rel="preload">) are not the page.
      .replace(/<(?!link[\s>])([a-z][\w-]*)/, `<$1 data-prerender="${url.replace(/&/g, '&amp;')}"`)
      .replace(/href="\/(?!\/|images\/|assets\/|uploads\/)/g, 'href="#/')
      // A button the page draws disabled stays as it is: taking over the page enables only the ones marked here.
      .replace(/<button(?![^>]*\sdisabled="")/g, '<button disabled="" data-prerender-disabled=""')
      .replace(/<!--\$!--><template[^>]*><\/template>/g, '<!--$!--><template data-dgst=""></template>')
  );
}
