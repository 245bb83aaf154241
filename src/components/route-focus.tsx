import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';

/** The id of each layout's <main>: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

function mainContent(): HTMLElement | null {
  return document.getElementById(MAIN_CONTENT_ID);
}

/**
 * The first stop of the keyboard on every page (WCAG 2.4.1): hidden until focused, it moves focus past the header
 * to the main content. It focuses <main> itself rather than following its href, which the hash router would read as
 * a route.
 */
export function SkipLink({ label = '跳到主要内容' }: { label?: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    mainContent()?.focus();
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {label}
    </a>
  );
}

/**
 * Marks a navigation region whose links keep focus after they open a page (the admin shell's tags view): the
 * keyboard user is moving through open pages as through tabs, and the new title is announced all the same.
 */
const KEEPS_FOCUS = '[data-keeps-focus]';

/** How long a lazy page may take to show its heading before focus goes to <main> instead. */
const HEADING_WAIT_MS = 1_500;

/** The first <h1> of the shown page: the admin shell keeps cached pages in <main>, hidden (display: none). */
function visibleHeading(main: HTMLElement): HTMLElement | undefined {
  const shown = (element: HTMLElement) => {
    for (let node: HTMLElement | null = element; node && node !== main; node = node.parentElement) {
      if (node.style.display === 'none' || node.hidden) return false;
    }
    return true;
  };
  return [...main.querySelectorAll<HTMLElement>('h1')].find(shown);
}

/**
 * After an in-app navigation, moves focus to the new page's heading (or <main>) and announces the page title in a
 * polite live region, as a full page load would for a screen reader. The first page of a visit keeps the browser's
 * own focus, and so does a link of a region marked `data-keeps-focus`.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = '';
    const started = Date.now();
    // A user who has already clicked or typed on the new page keeps their focus (an open dropdown stays open).
    let interacted = false;
    const markInteracted = () => {
      interacted = true;
    };
    document.addEventListener('pointerdown', markInteracted, true);
    document.addEventListener('keydown', markInteracted, true);
    let timer: ReturnType<typeof setTimeout>;
    const settle = () => {
      const main = mainContent();
      const heading = main ? visibleHeading(main) : undefined;
      if (!heading && !interacted && Date.now() - started < HEADING_WAIT_MS) {
        timer = setTimeout(settle, 100);
        return;
      }
      const target = heading ?? main;
      const kept = document.activeElement?.closest(KEEPS_FOCUS);
      if (target && !interacted && !kept) {
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
      }
      setMessage(document.title);
    };
    timer = setTimeout(settle, 0);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerdown', markInteracted, true);
      document.removeEventListener('keydown', markInteracted, true);
    };
  }, [pathname]);

  return (
    <div className="route-announcer" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
