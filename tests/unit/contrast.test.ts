import { describe, expect, it } from 'vitest';
import { contrastRatio, readableShade } from '@/utils/contrast';

describe('WCAG contrast', () => {
  it('measures the ratios WCAG gives for black, white and the SPEC theme colour', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#1890ff', '#ffffff')).toBeCloseTo(3.24, 2);
  });

  it('darkens #1890ff just enough for text on white and white text on it', () => {
    const shade = readableShade('#1890ff');
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(shade, '#ffffff')).toBeLessThan(4.7);
    expect(readableShade('#1890ff', '#e6f4ff')).toBe('#126fc4');
    expect(shade).toBe('#1476d1');
  });

  it('keeps a colour that already reads well', () => {
    expect(readableShade('#0958d9')).toBe('#0958d9');
  });
});
