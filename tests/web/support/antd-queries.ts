import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { mockServer } from '@/mocks/node';

/** Every API call the page makes from now on, as method + URL (what the server receives). */
export function recordRequests(): { method: string; url: URL }[] {
  const seen: { method: string; url: URL }[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    seen.push({ method: request.method, url: new URL(request.url) });
  });
  return seen;
}

/** Picks an option of an antd Select found by its label, in that Select's own dropdown (closed ones stay in the DOM). */
export async function choose(user: UserEvent, label: string, option: string) {
  const combobox = screen.getByRole('combobox', { name: label });
  await user.click(combobox);
  const dropdown = await waitFor(() => {
    const listId = combobox.getAttribute('aria-controls');
    const popup = listId ? document.getElementById(listId)?.closest<HTMLElement>('.ant-select-dropdown') : null;
    if (!popup) throw new Error(`the dropdown of ${label} did not open`);
    return popup;
  });
  const options = await within(dropdown).findAllByTitle(option);
  await user.click(options.find((element) => element.classList.contains('ant-select-item-option')) ?? options[0]);
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
