/**
 * Keyboard focus around modal dialogs and drawers (WCAG 2.4.3, docs/accessibility.md).
 *
 * antd's focus trap (`lockFocus` of @rc-component/util) pulls focus back only when a `focusin` lands outside the
 * dialog. Its dialogs and drawers are portalled to the end of <body>, so Tab on a dialog's last control leaves the
 * page altogether (to the browser's address bar): no `focusin` fires and the trap never sees it. `wrapDialogTab`
 * closes that gap for every antd modal, drawer and confirm at once.
 */

const TABBABLE = 'a[href], button, input, select, textarea, [tabindex], [contenteditable=""], [contenteditable="true"]';

/** The controls Tab stops on inside `container`, in document order. */
function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      !element.hidden &&
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== 'hidden',
  );
}

function onTab(event: KeyboardEvent) {
  if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const active = document.activeElement;
  const dialog = active instanceof HTMLElement ? active.closest<HTMLElement>('[aria-modal="true"]') : null;
  if (!dialog) return;
  const stops = tabbables(dialog);
  if (stops.length === 0) return;
  const first = stops[0]!;
  const last = stops[stops.length - 1]!;
  const wrapTo = event.shiftKey
    ? active === first || active === dialog
      ? last
      : null
    : active === last
      ? first
      : null;
  if (!wrapTo) return;
  event.preventDefault();
  wrapTo.focus();
}

let installed = false;

/** Tab on a modal dialog's last control goes to its first, Shift+Tab on its first to its last. Installed once. */
export function wrapDialogTab(): void {
  if (installed) return;
  installed = true;
  document.addEventListener('keydown', onTab, true);
}

/** The first <h1> of the shown page in <main> (the admin shell keeps hidden, cached pages there too), else <main>. */
function pageHeading(): HTMLElement | null {
  const main = document.getElementById('main-content');
  if (!main) return null;
  return [...main.querySelectorAll<HTMLElement>('h1')].find((heading) => heading.getClientRects().length > 0) ?? main;
}

/** How long focus is watched after a dialog closes: a list reloading on a busy connection takes seconds. */
const RETURN_WATCH_MS = 5_000;

/**
 * After a dialog or drawer closes: focus goes back to the control that opened it; when that control is gone (a
 * decision re-rendered or removed its row), to a control with the same accessible name, else to `fallback` (the
 * page's heading), never to <body>.
 */
export function returnFocus(
  trigger: HTMLElement | null,
  fallback: () => HTMLElement | null = pageHeading,
  /** The closing dialog's root: focus still inside it is lost too (it is about to be removed). */
  closing?: string,
): void {
  const place = () => {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected && !(closing && active.closest(closing))) return;
    const label = trigger?.getAttribute('aria-label');
    const target =
      (trigger?.isConnected ? trigger : null) ??
      (label
        ? [...document.querySelectorAll<HTMLElement>('#main-content [aria-label]')].find(
            (element) => element.getAttribute('aria-label') === label,
          )
        : undefined) ??
      fallback();
    if (!target) return;
    if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  };
  place();
  // The dialog's own close (hiding, unmounting its portal) and a list reloaded after a decision (removing the row
  // that has focus) can still drop focus after this: checked again while they settle, until the user points.
  const timer = setInterval(place, 200);
  const stop = () => {
    clearInterval(timer);
    document.removeEventListener('pointerdown', stop, true);
  };
  document.addEventListener('pointerdown', stop, true);
  setTimeout(stop, RETURN_WATCH_MS);
}

/** Focuses the dialog inside a drawer that has just opened (antd focuses the drawer's root, outside its dialog). */
export function focusOpenedDialog(root: string): void {
  const dialog = document.querySelector<HTMLElement>(`${root} [role="dialog"]`);
  if (!dialog || dialog.contains(document.activeElement)) return;
  dialog.tabIndex = -1;
  dialog.focus();
}
