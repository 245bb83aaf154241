/**
 * What jsdom 29 (pinned: its getComputedStyle is several times faster than 27's) does differently, put back to
 * what a browser does. Imported first by tests/setup/web.ts, before any antd module loads.
 */

// jsdom ≥ 28 knows the -webkit- animation and transition properties but never runs an animation nor fires
// `animationend` (jsdom/jsdom#3239, open as of jsdom 29): @rc-component/motion would wait for events that never come
// (antd dialogs and drawers would never close). Hidden, antd sees no CSS motion, as in a browser with animations off
// (and as on jsdom 27). Remove once a jsdom release fires animation events.
const style = document.createElement('div').style;
for (const name of ['WebkitAnimation', 'WebkitTransition']) {
  let owner: object | null = Object.getPrototypeOf(style);
  while (owner && !Object.hasOwn(owner, name)) owner = Object.getPrototypeOf(owner);
  if (owner) Reflect.deleteProperty(owner, name);
}

// vitest 4's jsdom environment hands a Blob's bytes to Node's fetch (MSW sees every request through it) by
// reading jsdom's private `_buffer`, which jsdom 28 renamed `_bytes`: an uploaded file would arrive as the nine
// bytes "undefined" (vitest-dev/vitest#11294, fixed in vitest 5). The old name reads the new field.
const blobImpl = Object.getOwnPropertySymbols(Object.getOwnPropertyDescriptors(new Blob()))
  .map((symbol) => (new Blob() as unknown as Record<symbol, object>)[symbol])
  .find((impl) => impl && typeof impl === 'object' && '_bytes' in impl);
if (blobImpl) {
  const prototype = Object.getPrototypeOf(blobImpl) as object;
  if (!('_buffer' in prototype))
    Object.defineProperty(prototype, '_buffer', {
      get(this: { _bytes: Uint8Array }) {
        return this._bytes;
      },
    });
}

// jsdom 29's Blob has text() and arrayBuffer() but not stream() (jsdom/jsdom#2555, open as of jsdom 29): Node's fetch
// then takes it for a Blob and calls stream(), e.g. when MSW reads back an XHR answered as a Blob (the lead inbox's
// CSV export). Feature-detected: a jsdom with Blob.stream() keeps its own.
if (typeof Blob.prototype.stream !== 'function') {
  Blob.prototype.stream = function stream(this: Blob) {
    const bytes = this.arrayBuffer();
    return new ReadableStream<Uint8Array<ArrayBuffer>>({
      async start(controller) {
        controller.enqueue(new Uint8Array(await bytes));
        controller.close();
      },
    });
  };
}

export {};
