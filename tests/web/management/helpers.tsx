import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { mockServer } from '@/mocks/node';
import { renderShell } from '../shell/render-shell';

export const ACCOUNTS = {
  admin: { username: 'admin', password: 'Admin#2026' },
  reviewer: { username: 'reviewer', password: 'Review#2026' },
  enterprise: { username: 'enterprise01', password: 'Demo#2026' },
} as const;

export function renderAs(account: keyof typeof ACCOUNTS, path: string) {
  return renderShell({ path, account: ACCOUNTS[account] });
}

/** Every API call the page makes, as method + path + query (what the server receives). */
export function recordRequests(): { method: string; url: URL }[] {
  const seen: { method: string; url: URL }[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    seen.push({ method: request.method, url: new URL(request.url) });
  });
  return seen;
}

export function callsTo(seen: { method: string; url: URL }[], path: string) {
  return seen.filter((call) => call.url.pathname === `/shangchain/bsnApi${path}`);
}

export const sideNav = () => screen.getByRole('navigation', { name: '导航菜单' });

/** Picks an option of an antd Select found by its label. */
export async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  void listbox;
  const options = await screen.findAllByTitle(option);
  const visible = options.find((element) => element.classList.contains('ant-select-item-option'));
  await user.click(visible ?? options[options.length - 1]);
}

export function rowsOf(table: HTMLElement): HTMLElement[] {
  return within(table)
    .getAllByRole('row')
    .filter((row) => row.classList.contains('ant-table-row'));
}

/** The open dialog (drawer or modal) whose title is `title`. */
export async function findDialog(title: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen
      .getAllByRole('dialog')
      .find((dialog) => dialog.querySelector('.ant-drawer-title, .ant-modal-title')?.textContent === title);
    if (!found) throw new Error(`no dialog titled ${title}`);
  });
  return found!;
}
