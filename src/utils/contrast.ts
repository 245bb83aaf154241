/** WCAG 2.1 contrast (docs/accessibility.md): relative luminance, contrast ratio and a readable shade of a colour. */

/** AA for body text (WCAG 1.4.3). */
export const TEXT_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((digit) => digit + digit).join('') : value;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as [number, number, number];
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * The colour itself when it reaches `ratio` against `background`, else the lightest darker shade of it (the same
 * hue, mixed towards black in 1 % steps) that does: the brand stays recognisable and the text stays readable.
 */
export function readableShade(hex: string, background = '#ffffff', ratio = TEXT_CONTRAST): string {
  const rgb = channels(hex);
  for (let step = 0; step <= 100; step += 1) {
    const shade = toHex(rgb.map((value) => value * (1 - step / 100)));
    if (contrastRatio(shade, background) >= ratio) return shade;
  }
  return '#000000';
}
