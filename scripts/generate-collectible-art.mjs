#!/usr/bin/env node
// Generates the pictures of the digital-collectible landing page into public/images/collectibles/:
// the four case covers and the delivery-process picture. Everything is our own SVG; the brands drawn are
// fictional. (The cases' QR codes are drawn at run time from the serving origin: src/components/qr-code.tsx.)
// Usage: node scripts/generate-collectible-art.mjs   (the output is committed; re-run after changing the cases)
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const outDir = fileURLToPath(new URL('../public/images/collectibles/', import.meta.url));
const FONT = "'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','Noto Sans SC',sans-serif";

const cases = [
  { id: 1, platform: '疾风跑界元宇宙', tag: 'RUN METAVERSE', from: '#ff7a45', to: '#5b2bd6', motif: 'run' },
  { id: 2, platform: '澜江古城数字文旅', tag: 'CITY HERITAGE', from: '#13c2c2', to: '#0b3d7a', motif: 'city' },
  { id: 3, platform: '星萌次元', tag: 'ANIMATION IP', from: '#ff85c0', to: '#2f54eb', motif: 'ip' },
  { id: 4, platform: '匠心非遗数字馆', tag: 'INTANGIBLE HERITAGE', from: '#d4a373', to: '#6b2d1a', motif: 'craft' },
];

const motifs = {
  run: `<g fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".9">
      <path d="M60 300 C160 220 260 330 360 250 S540 200 600 260"/>
      <path d="M60 330 C160 250 260 360 360 280 S540 230 600 290" opacity=".45"/></g>
    <g transform="translate(430 70)"><polygon points="60,0 120,35 120,105 60,140 0,105 0,35" fill="rgba(255,255,255,.18)" stroke="#fff" stroke-width="3"/>
      <text x="60" y="84" text-anchor="middle" font-size="40" font-weight="700" fill="#fff" font-family="${FONT}">42K</text></g>`,
  city: `<g fill="rgba(255,255,255,.85)">
      <rect x="80" y="230" width="70" height="110"/><polygon points="70,230 115,190 160,230"/>
      <rect x="190" y="200" width="90" height="140"/><polygon points="178,200 235,150 292,200"/>
      <rect x="320" y="250" width="60" height="90"/><polygon points="312,250 350,215 388,250"/>
      <rect x="420" y="180" width="110" height="160"/><polygon points="405,180 475,120 545,180"/></g>
    <circle cx="560" cy="90" r="34" fill="#ffe58f"/>`,
  ip: `<g transform="translate(380 80)"><ellipse cx="110" cy="150" rx="120" ry="90" fill="rgba(255,255,255,.9)"/>
      <circle cx="70" cy="135" r="14" fill="#2f54eb"/><circle cx="150" cy="135" r="14" fill="#2f54eb"/>
      <path d="M85 180 Q110 200 135 180" stroke="#2f54eb" stroke-width="6" fill="none" stroke-linecap="round"/>
      <path d="M200 90 q40 -60 70 -10" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round"/></g>
    <g fill="#fff"><circle cx="90" cy="90" r="4"/><circle cx="160" cy="60" r="3"/><circle cx="300" cy="110" r="5"/><circle cx="250" cy="40" r="3"/></g>`,
  craft: `<g transform="translate(400 70)" fill="none" stroke="#fff" stroke-width="4" opacity=".9">
      <circle cx="100" cy="120" r="100"/><circle cx="100" cy="120" r="70"/><circle cx="100" cy="120" r="40"/>
      <path d="M0 120 H200 M100 20 V220 M30 50 L170 190 M170 50 L30 190"/></g>`,
};

function coverSvg({ id, platform, tag, from, to, motif }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400" role="img" aria-label="${platform}封面">
  <defs><linearGradient id="g${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="640" height="400" rx="24" fill="url(#g${id})"/>
  <circle cx="600" cy="380" r="160" fill="rgba(255,255,255,.08)"/><circle cx="40" cy="20" r="120" fill="rgba(255,255,255,.07)"/>
  ${motifs[motif]}
  <text x="48" y="86" font-size="16" letter-spacing="4" fill="rgba(255,255,255,.8)" font-family="${FONT}">${tag}</text>
  <text x="48" y="134" font-size="38" font-weight="700" fill="#fff" font-family="${FONT}">${platform}</text>
  <rect x="48" y="156" width="64" height="6" rx="3" fill="#fff"/>
</svg>
`;
}

function processSvg(steps, vertical) {
  const colour = ['#2f82ff', '#1b6ef0', '#1b5fd6', '#1650b8', '#12408a', '#0b2a5b'];
  if (!vertical) {
    const w = 1120;
    const step = w / steps.length;
    const items = steps
      .map((label, i) => {
        const cx = step * i + step / 2;
        const arrow =
          i < steps.length - 1
            ? `<path d="M${cx + 52} 90 H${cx + step - 52}" stroke="#9ec5ff" stroke-width="3" stroke-dasharray="6 6"/><path d="M${cx + step - 60} 82 l10 8 -10 8" fill="none" stroke="#9ec5ff" stroke-width="3"/>`
            : '';
        return `${arrow}<circle cx="${cx}" cy="90" r="44" fill="${colour[i]}"/><text x="${cx}" y="101" text-anchor="middle" font-size="30" font-weight="700" fill="#fff" font-family="${FONT}">${String(i + 1).padStart(2, '0')}</text>
  <text x="${cx}" y="176" text-anchor="middle" font-size="22" fill="#0b2a5b" font-family="${FONT}">${label}</text>`;
      })
      .join('\n  ');
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="220" viewBox="0 0 ${w} 220" role="img" aria-label="交付流程：${steps.join('、')}">
  ${items}
</svg>
`;
  }
  const h = steps.length * 96;
  const items = steps
    .map((label, i) => {
      const cy = 48 + i * 96;
      const line =
        i < steps.length - 1
          ? `<path d="M60 ${cy + 34} V${cy + 62}" stroke="#9ec5ff" stroke-width="3" stroke-dasharray="5 5"/>`
          : '';
      return `${line}<circle cx="60" cy="${cy}" r="30" fill="${colour[i]}"/><text x="60" y="${cy + 8}" text-anchor="middle" font-size="22" font-weight="700" fill="#fff" font-family="${FONT}">${String(i + 1).padStart(2, '0')}</text>
  <rect x="110" y="${cy - 26}" width="220" height="52" rx="10" fill="#eef4ff"/><text x="130" y="${cy + 8}" font-size="22" fill="#0b2a5b" font-family="${FONT}">${label}</text>`;
    })
    .join('\n  ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="${h}" viewBox="0 0 360 ${h}" role="img" aria-label="交付流程：${steps.join('、')}">
  ${items}
</svg>
`;
}

await mkdir(outDir, { recursive: true });
for (const item of cases) await writeFile(`${outDir}case-${item.id}-cover.svg`, coverSvg(item));
const steps = ['需求沟通', '方案设计', '签约立项', '平台搭建', '测试验收', '上线运营'];
await writeFile(`${outDir}delivery-process.svg`, processSvg(steps, false));
await writeFile(`${outDir}delivery-process-mobile.svg`, processSvg(steps, true));
console.log(`wrote ${cases.length + 2} files to ${outDir}`);
