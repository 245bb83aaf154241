import { describe, expect, it } from 'vitest';
import { pageWindow } from '@/utils/page-window';

describe('pageWindow', () => {
  it('shows every page up to seven', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the first five pages while the current page is one of the first four', () => {
    for (const current of [1, 2, 3, 4]) expect(pageWindow(current, 20)).toEqual([1, 2, 3, 4, 5, 'next-more', 20]);
  });

  it('shows the last five pages while the current page is one of the last four', () => {
    for (const current of [17, 18, 19, 20]) {
      expect(pageWindow(current, 20)).toEqual([1, 'prev-more', 16, 17, 18, 19, 20]);
    }
  });

  it('shows the current page with one either side between two gaps in the middle', () => {
    expect(pageWindow(5, 20)).toEqual([1, 'prev-more', 4, 5, 6, 'next-more', 20]);
    expect(pageWindow(16, 20)).toEqual([1, 'prev-more', 15, 16, 17, 'next-more', 20]);
    expect(pageWindow(5, 9)).toEqual([1, 'prev-more', 4, 5, 6, 'next-more', 9]);
  });

  it('goes from one end to the other at eight pages, with no middle', () => {
    expect(pageWindow(4, 8)).toEqual([1, 2, 3, 4, 5, 'next-more', 8]);
    expect(pageWindow(5, 8)).toEqual([1, 'prev-more', 4, 5, 6, 7, 8]);
  });

  it('always includes the current page, the first and the last, in order, in seven places beyond seven pages', () => {
    for (let pages = 8; pages <= 30; pages += 1) {
      for (let current = 1; current <= pages; current += 1) {
        const items = pageWindow(current, pages);
        const numbers = items.filter((item) => typeof item === 'number');
        expect(items).toHaveLength(7);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        expect(numbers).toEqual(expect.arrayContaining([1, current, pages]));
      }
    }
  });
});
