import { render, screen } from '@testing-library/react';
import { Button, DatePicker, Select, Table } from 'antd';
import { expect, it, vi } from 'vitest';

/** Style sheets in the document and the rules they hold: every getComputedStyle call matches against all of them. */
function documentRules(): number {
  return Array.from(document.styleSheets).reduce((sum, sheet) => sum + sheet.cssRules.length, 0);
}

it("renders antd without writing antd's CSS-in-JS rules into the document (tests/setup/testing-library.tsx)", () => {
  render(
    <>
      <Button type="primary">提交申请</Button>
      <Select aria-label="状态" options={[{ value: 'new', label: '待跟进' }]} open />
      <DatePicker aria-label="开始日期" open />
      <Table rowKey="id" columns={[{ title: '姓名', dataIndex: 'name' }]} dataSource={[{ id: 1, name: '王磊' }]} />
    </>,
  );
  expect(screen.getByRole('button', { name: '提交申请' })).toHaveClass('ant-btn-primary');
  // What is left is the icons' base rules and one rule of CSS variables per component, not antd's component styles.
  expect(documentRules()).toBeLessThan(50);
});

it('keeps animation frames coming after a frame asked for under a fake setInterval (tests/setup/jsdom-compat.ts)', async () => {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  requestAnimationFrame(() => {});
  vi.useRealTimers();
  // antd's dialogs finish opening on an animation frame: one must still come, in about a frame's time.
  const frame = new Promise<string>((resolve) => requestAnimationFrame(() => resolve('frame')));
  const late = new Promise<string>((resolve) => setTimeout(() => resolve('no frame within 2 s'), 2_000));
  expect(await Promise.race([frame, late])).toBe('frame');
});
