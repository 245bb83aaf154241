/** One place in a pager: a page number, or the gap for the pages left out before or after the current one. */
export type PageWindowItem = number | 'prev-more' | 'next-more';

function pageRange(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/**
 * The page numbers antd's pager shows, so that a pager drawn without antd looks like the portal lists' pagers: every
 * page up to seven; beyond that always seven places, the first and the last page with, between them, the first five
 * pages or the last five while the current page is near either end, else a gap, the current page with one either
 * side, and a gap.
 */
export function pageWindow(current: number, pages: number): PageWindowItem[] {
  if (pages <= 7) return pageRange(1, pages);
  if (current <= 4) return [...pageRange(1, 5), 'next-more', pages];
  if (current >= pages - 3) return [1, 'prev-more', ...pageRange(pages - 4, pages)];
  return [1, 'prev-more', current - 1, current, current + 1, 'next-more', pages];
}
