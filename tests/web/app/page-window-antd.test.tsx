import { render } from '@testing-library/react';
import { Pagination } from 'antd';
import { expect, it } from 'vitest';
import { pageWindow, type PageWindowItem } from '@/utils/page-window';

/** The places antd's pager draws between its previous and next buttons, read from its list items. */
function antdPagerItems(current: number, pages: number): PageWindowItem[] {
  const { container, unmount } = render(
    <Pagination current={current} total={pages * 10} pageSize={10} showSizeChanger={false} onChange={() => {}} />,
  );
  const items = Array.from(
    container.querySelectorAll<HTMLElement>(
      '.ant-pagination-item, .ant-pagination-jump-prev, .ant-pagination-jump-next',
    ),
  ).map((item): PageWindowItem => {
    if (item.matches('.ant-pagination-jump-prev')) return 'prev-more';
    if (item.matches('.ant-pagination-jump-next')) return 'next-more';
    return Number(item.title);
  });
  unmount();
  return items;
}

it("shows the pages antd's pager shows, for every page of up to ten pages", () => {
  for (let pages = 1; pages <= 10; pages += 1) {
    for (let current = 1; current <= pages; current += 1) {
      expect(pageWindow(current, pages), `page ${current} of ${pages}`).toEqual(antdPagerItems(current, pages));
    }
  }
});
