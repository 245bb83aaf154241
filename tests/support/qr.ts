/** Reads the QR codes a page shows, as a phone would: its pictures' pixels decoded with jsQR. */
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';

const SIDE = 300;
const PAD = 24;

interface Picture {
  alt: string;
  /** RGBA of the picture drawn at SIDE×SIDE on a white canvas with a PAD quiet zone, base64. */
  rgba: string;
  width: number;
}

/** Draws every loaded <img> of the page onto a canvas in the page and returns its pixels. */
async function pictures(page: Page): Promise<Picture[]> {
  return page.evaluate(
    async ({ side, pad }) => {
      const images = [...document.querySelectorAll('img')];
      // A lazy picture below the fold never loads: wait a little for the others, not for it.
      const settled = (image: HTMLImageElement) =>
        Promise.race([image.decode().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 2000))]);
      await Promise.all(images.map(settled));
      const out: { alt: string; rgba: string; width: number }[] = [];
      for (const image of images) {
        if (!image.complete || (image.naturalWidth === 0 && !image.src.startsWith('data:image/svg'))) continue;
        const canvas = document.createElement('canvas');
        canvas.width = side + 2 * pad;
        canvas.height = side + 2 * pad;
        const context = canvas.getContext('2d')!;
        context.fillStyle = '#fff';
        context.fillRect(0, 0, canvas.width, canvas.height);
        context.drawImage(image, pad, pad, side, side);
        const bytes = context.getImageData(0, 0, canvas.width, canvas.height).data;
        let binary = '';
        for (let index = 0; index < bytes.length; index += 0x8000)
          binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
        out.push({ alt: image.alt, rgba: btoa(binary), width: canvas.width });
      }
      return out;
    },
    { side: SIDE, pad: PAD },
  );
}

/** The QR codes among the page's pictures: alt text and decoded text. */
export async function decodedQrCodes(page: Page): Promise<{ alt: string; text: string | null }[]> {
  const found: { alt: string; text: string | null }[] = [];
  for (const picture of await pictures(page)) {
    const bytes = Buffer.from(picture.rgba, 'base64');
    const code = jsQR(
      new Uint8ClampedArray(bytes.buffer, bytes.byteOffset, bytes.length),
      picture.width,
      picture.width,
    );
    // A picture that says it is a QR code must decode; any other picture that decodes is a QR code too.
    if (code || picture.alt.includes('二维码')) found.push({ alt: picture.alt, text: code?.data ?? null });
  }
  return found;
}
