import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent,
} from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { cacheKeyOf, useTagsViewStore, type TagView } from '@/stores/tags-view';
import { afterClose } from './tags-logic';
import { useShellStore } from './shell-store';
import { useRouteTitle } from './use-route-title';

/** SPEC §2/§9: the context menu is 105 px wide. */
export const CONTEXT_MENU_WIDTH = 105;

/** Refresh, close, close others, close all (SPEC §2 tags view, SPEC §4 transitions). */
export function useTagActions() {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const go = useCallback(
    (target: ReturnType<typeof afterClose>, closed: TagView) => {
      if (!target) return;
      if (target.reenter) {
        // Nothing left and the dashboard was closed: re-enter it with a fresh page.
        useShellStore.getState().refreshView(cacheKeyOf(closed));
        useTagsViewStore.getState().addView(closed);
        navigate(target.to, { replace: true });
        return;
      }
      navigate(target.to);
    },
    [navigate],
  );

  const refresh = useCallback(
    (view: TagView) => {
      const tags = useTagsViewStore.getState();
      // The cached copy is dropped and the page mounts again; other cached views keep their state.
      tags.delCachedView(view);
      useShellStore.getState().refreshView(cacheKeyOf(view));
      tags.addCachedView(view);
      if (view.path !== pathname) navigate(view.fullPath);
    },
    [navigate, pathname],
  );

  const close = useCallback(
    (view: TagView) => {
      if (view.affix) return;
      const { visitedViews } = useTagsViewStore.getState().delView(view);
      if (view.path === pathname) go(afterClose(visitedViews, view, pathname), view);
    },
    [go, pathname],
  );

  const closeOthers = useCallback(
    (view: TagView) => {
      if (view.path !== pathname) navigate(view.fullPath);
      useTagsViewStore.getState().delOthersViews(view);
    },
    [navigate, pathname],
  );

  const closeAll = useCallback(() => {
    const current = useTagsViewStore.getState().visitedViews.find((view) => view.path === pathname) ?? {
      path: pathname,
      fullPath: pathname,
      title: '',
    };
    const { visitedViews } = useTagsViewStore.getState().delAllViews();
    go(afterClose(visitedViews, current, pathname), current);
  }, [go, pathname]);

  return { refresh, close, closeOthers, closeAll };
}

interface MenuState {
  view: TagView;
  left: number;
  top: number;
  /** Opened from the keyboard: its first item takes focus, and focus returns to the tag when it closes. */
  keyboard?: boolean;
}

/** SPEC §2 tags view: one tag per visited view, a context menu, affix tags without a close button. */
export function TagsView() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const { pathname } = useLocation();
  const visitedViews = useTagsViewStore((state) => state.visitedViews);
  const actions = useTagActions();
  const [menu, setMenu] = useState<MenuState | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    scrollRef.current
      ?.querySelector('.tags-view__item.is-active')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname, visitedViews.length]);

  useEffect(() => {
    if (!menu) return;
    const closeMenu = (event: Event) => {
      if (event.type === 'keydown' && (event as KeyboardEvent).key !== 'Escape') return;
      if (event.target instanceof Node && menuRef.current?.contains(event.target) && event.type !== 'keydown') return;
      setMenu(null);
    };
    document.addEventListener('mousedown', closeMenu);
    document.addEventListener('keydown', closeMenu);
    window.addEventListener('resize', closeMenu);
    return () => {
      document.removeEventListener('mousedown', closeMenu);
      document.removeEventListener('keydown', closeMenu);
      window.removeEventListener('resize', closeMenu);
    };
  }, [menu]);

  const menuLeft = (x: number) => Math.max(0, Math.min(x, window.innerWidth - CONTEXT_MENU_WIDTH - 4));

  const openMenu = (event: MouseEvent, view: TagView) => {
    event.preventDefault();
    setMenu({ view, left: menuLeft(event.clientX), top: event.clientY });
  };

  const tagLink = (path: string) =>
    scrollRef.current?.querySelector<HTMLElement>(`.tags-view__item[data-path="${CSS.escape(path)}"] .tags-view__link`);

  // The keyboard's way to the context menu (WCAG 2.1.1): the menu key or Shift+F10 on a tag, as on a desktop.
  const onTagKeyDown = (event: ReactKeyboardEvent, view: TagView) => {
    if (event.key !== 'ContextMenu' && !(event.shiftKey && event.key === 'F10')) return;
    event.preventDefault();
    const box = (event.currentTarget as HTMLElement).getBoundingClientRect();
    setMenu({ view, left: menuLeft(box.left), top: box.bottom, keyboard: true });
  };

  useEffect(() => {
    if (menu?.keyboard) menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [menu]);

  // Arrow keys move between the items, Enter and Space choose one, Escape and Tab close the menu.
  const onMenuKeyDown = (event: ReactKeyboardEvent<HTMLUListElement>) => {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (move) {
      event.preventDefault();
      items[(at + move + items.length) % items.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      items[event.key === 'Home' ? 0 : items.length - 1]?.focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      items[at]?.click();
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      if (menu?.keyboard) tagLink(menu.view.path)?.focus();
      setMenu(null);
    }
  };

  const run = (action: (view: TagView) => void) => () => {
    if (!menu) return;
    const { view, keyboard } = menu;
    setMenu(null);
    action(view);
    if (keyboard)
      setTimeout(
        () =>
          (
            tagLink(view.path) ??
            scrollRef.current?.querySelector<HTMLElement>('.tags-view__item.is-active .tags-view__link')
          )?.focus(),
        0,
      );
  };

  // A closed tag's button goes with it: focus moves to the tag that takes its place (or the last one).
  const closeTag = (view: TagView) => {
    const index = visitedViews.indexOf(view);
    actions.close(view);
    setTimeout(() => {
      const links = scrollRef.current?.querySelectorAll<HTMLElement>('.tags-view__link');
      if (links?.length) links[Math.min(index, links.length - 1)]?.focus();
    }, 0);
  };

  return (
    <div className="tags-view">
      <nav
        className="tags-view__scroll"
        ref={scrollRef}
        aria-label={t('tagsView.label')}
        // A tag opened from the keyboard keeps focus, as a tab in a tab strip does (src/components/route-focus.tsx).
        data-keeps-focus
      >
        {visitedViews.map((view) => {
          const active = view.path === pathname;
          const label = title(view.title);
          return (
            <span
              key={view.path}
              className={`tags-view__item${active ? ' is-active' : ''}`}
              data-path={view.path}
              onContextMenu={(event) => openMenu(event, view)}
              onKeyDown={(event) => onTagKeyDown(event, view)}
            >
              <Link to={view.fullPath} aria-current={active ? 'page' : undefined} className="tags-view__link">
                {label}
              </Link>
              {!view.affix && (
                <button
                  type="button"
                  className="tags-view__close"
                  aria-label={`${t('tagsView.close')} ${label}`}
                  onClick={() => closeTag(view)}
                >
                  <CloseOutlined />
                </button>
              )}
            </span>
          );
        })}
      </nav>
      {menu && (
        <ul
          ref={menuRef}
          role="menu"
          aria-label={title(menu.view.title)}
          className="tags-view__contextmenu"
          style={{ left: menu.left, top: menu.top, width: CONTEXT_MENU_WIDTH }}
          onKeyDown={onMenuKeyDown}
        >
          <li role="menuitem" tabIndex={-1} onClick={run(actions.refresh)}>
            {t('tagsView.refresh')}
          </li>
          {!menu.view.affix && (
            <li role="menuitem" tabIndex={-1} onClick={run(actions.close)}>
              {t('tagsView.close')}
            </li>
          )}
          <li role="menuitem" tabIndex={-1} onClick={run(actions.closeOthers)}>
            {t('tagsView.closeOthers')}
          </li>
          <li role="menuitem" tabIndex={-1} onClick={run(() => actions.closeAll())}>
            {t('tagsView.closeAll')}
          </li>
        </ul>
      )}
    </div>
  );
}
