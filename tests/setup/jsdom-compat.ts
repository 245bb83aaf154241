/**
 * What jsdom (pinned at 29, whose getComputedStyle the web suite depends on for its speed) does differently, put back
 * to what a browser does. Imported first by tests/setup/web.ts, before any antd module loads.
 */

// jsdom ≥ 28 knows the -webkit- animation and transition properties but never runs an animation nor fires
// `animationend` (jsdom/jsdom#3239, open as of jsdom 29): @rc-component/motion would wait for events that never come
// (antd dialogs and drawers would never close). Hidden, antd sees no CSS motion, as in a browser with animations off.
// Remove once a jsdom release fires animation events.
const style = document.createElement('div').style;
for (const name of ['WebkitAnimation', 'WebkitTransition']) {
  let owner: object | null = Object.getPrototypeOf(style);
  while (owner && !Object.hasOwn(owner, name)) owner = Object.getPrototypeOf(owner);
  if (owner) Reflect.deleteProperty(owner, name);
}

// jsdom runs every requestAnimationFrame callback from one shared Node interval, started by the call that finds none
// pending, on whatever `setInterval` is global at that moment. A test that fakes setInterval but not the frames (the
// countdowns do, tests/web/support/render-auth.tsx) starts it on the fake clock: once real timers are back it never
// fires, jsdom starts no other while callbacks wait, and frames stop for every later test of the worker (files share
// it): antd's dialogs then never finish opening nor take focus. Here each frame is its own timeout on the clock current
// at the request, so no frame outlives the clock it was asked on.
const frameTimers = new Map<number, () => void>();
let lastFrameHandle = 0;
window.requestAnimationFrame = (callback: FrameRequestCallback): number => {
  const handle = ++lastFrameHandle;
  const clear = globalThis.clearTimeout;
  const timer = globalThis.setTimeout(() => {
    frameTimers.delete(handle);
    callback(performance.now());
  }, 1000 / 60);
  frameTimers.set(handle, () => clear(timer));
  return handle;
};
window.cancelAnimationFrame = (handle: number): void => {
  frameTimers.get(handle)?.();
  frameTimers.delete(handle);
};

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
