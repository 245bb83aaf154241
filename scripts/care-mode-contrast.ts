import type { Plugin, Rule } from 'postcss';
import { luminance, readableShade } from '#utils/contrast';

/** WCAG's enhanced contrast (1.4.6), what 关怀模式 asks of coloured text. */
const ENHANCED_CONTRAST = 7;
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function fullHex(hex: string): string {
  const value = hex.slice(1).toLowerCase();
  return `#${value.length === 3 ? [...value].map((digit) => digit + digit).join('') : value}`;
}

/** How far the colour is from a grey: the spread of its channels, 0 to 255. */
function chroma(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return Math.max(...channels) - Math.min(...channels);
}

/** Text this dark reaches 4.5:1 on white: it is written for a light background. */
const DARK_TEXT = 0.183;
/** Text this pale is written for a dark band. */
const PALE_TEXT = 0.45;

/**
 * The colour a text colour takes in 关怀模式: pale text (on a dark band) turns white; dark grey text turns black;
 * dark coloured text (links, brand red) turns the shade of itself that reaches 7:1 on white. A colour in between
 * could sit on either background, so it stays, as does a pale grey.
 */
export function careModeTextColour(colour: string): string | undefined {
  if (!HEX.test(colour)) return undefined;
  const hex = fullHex(colour);
  const light = luminance(hex);
  // A pale grey may be a disabled control's text on white: it keeps its colour.
  if (light >= PALE_TEXT) return hex === '#ffffff' || chroma(hex) < 16 ? undefined : '#ffffff';
  if (light > DARK_TEXT) return undefined;
  if (chroma(hex) < 48) return hex === '#000000' ? undefined : '#000000';
  const shade = readableShade(hex, '#ffffff', ENHANCED_CONTRAST);
  return shade === hex ? undefined : shade;
}

const inKeyframes = (rule: Rule) => rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as { name: string }).name);

/**
 * Build step for the hand-written CSS (docs/accessibility.md, 关怀模式): after every rule that sets a text colour,
 * a copy under `:where(html.care-mode)` with the darker (or white) colour. `:where` adds no specificity, so the copy
 * overrides its own rule and nothing else, and a stylesheet written later needs no care-mode rules of its own.
 */
export function careModeContrast(): Plugin {
  return {
    postcssPlugin: 'care-mode-contrast',
    Once(root) {
      const file = root.source?.input.file ?? '';
      if (!/[\\/]src[\\/].*\.css$/.test(file)) return;
      root.walkRules((rule) => {
        if (inKeyframes(rule) || rule.selector.includes('care-mode')) return;
        const colours = rule.nodes.filter((node) => node.type === 'decl' && node.prop === 'color');
        const last = colours.at(-1);
        if (!last || last.type !== 'decl') return;
        const target = careModeTextColour(last.value.trim());
        if (!target) return;
        const selectors = rule.selectors.filter((selector) => !/^(html|:root)\b/.test(selector));
        if (selectors.length === 0) return;
        const copy = rule.clone({ selectors: selectors.map((selector) => `:where(html.care-mode) ${selector}`) });
        copy.removeAll();
        // A clone keeps the declaration's source, which Vite's url() rewriting reads.
        copy.append(last.clone({ value: target }));
        rule.after(copy);
      });
    },
  };
}
