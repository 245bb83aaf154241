import { render, screen } from '@testing-library/react';
import { Button, DatePicker, Select, Table } from 'antd';
import { expect, it } from 'vitest';

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
