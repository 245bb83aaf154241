import { screen, within } from '@testing-library/react';
import { renderShell } from './render-shell';

export const ACCOUNTS = {
  admin: { username: 'admin', password: 'Admin#2026' },
  reviewer: { username: 'reviewer', password: 'Review#2026' },
  enterprise: { username: 'enterprise01', password: 'Demo#2026' },
} as const;

export function renderAs(account: keyof typeof ACCOUNTS, path: string) {
  return renderShell({ path, account: ACCOUNTS[account] });
}

export function callsTo(seen: { method: string; url: URL }[], path: string) {
  return seen.filter((call) => call.url.pathname === `/shangchain/bsnApi${path}`);
}

export const sideNav = () => screen.getByRole('navigation', { name: '导航菜单' });

/** The page's antd data table (a date picker's calendar is a table too, and a closed one stays in the DOM). */
export function dataTable(): HTMLElement {
  const table = document.querySelector<HTMLElement>('.ant-table table');
  if (!table) throw new Error('no data table on the page');
  return table;
}

export function rowsOf(table: HTMLElement): HTMLElement[] {
  return within(table)
    .getAllByRole('row')
    .filter((row) => row.classList.contains('ant-table-row'));
}
