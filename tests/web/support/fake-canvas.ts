/**
 * jsdom has no canvas: a do-nothing 2D context lets ECharts (CanvasRenderer) run in the user-centre page.
 * Nothing is asserted on pixels; the chart's data mapping is unit-tested.
 */
function fakeContext2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const target: Record<string | symbol, unknown> = {
    canvas,
    measureText: (text: string) => ({ width: text.length * 7 }),
    getImageData: () => ({ data: new Uint8ClampedArray(4) }),
    createLinearGradient: () => ({ addColorStop: () => {} }),
    createRadialGradient: () => ({ addColorStop: () => {} }),
    createPattern: () => ({}),
    getLineDash: () => [],
  };
  return new Proxy(target, {
    get: (object, key) => (key in object ? object[key] : () => {}),
    set: (object, key, value) => {
      object[key] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
}
HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement) {
  return fakeContext2d(this);
} as unknown as typeof HTMLCanvasElement.prototype.getContext;
