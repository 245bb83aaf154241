#!/usr/bin/env node
// Writes the sample-scan QR code of the traceability product (/product?id=2) as an SVG under public/images/site/.
// Run again whenever the encoded URL changes: node scripts/generate-qr.mjs
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import QRCode from 'qrcode';

/** Keep in sync with SAMPLE_TRACE_URL in src/content/products.ts. */
const SAMPLE_TRACE_URL = 'https://www.xingqiao-chain.example.com/#/product?id=2';
const target = fileURLToPath(new URL('../public/images/site/product-2-sample-qr.svg', import.meta.url));

const svg = await QRCode.toString(SAMPLE_TRACE_URL, {
  type: 'svg',
  errorCorrectionLevel: 'M',
  margin: 2,
  width: 160,
  color: { dark: '#0b1f45', light: '#ffffff' },
});
await writeFile(target, svg);
console.log(`wrote ${target} (${SAMPLE_TRACE_URL})`);
