import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CareModeToggle } from '@/components/care-mode-toggle';
import { useContactDialog } from '@/features/lead-forms/contact-dialog-context';
import { isNavGroup, NAV_FIXED_AFTER_PX, NAV_ITEMS, type NavLinkItem } from './nav-items';
import { useScrolledPast } from './use-scrolled-past';
import './site-header.css';

/** True when `to` (path with optional query) is the current page. */
function isCurrent(to: string, pathname: string, search: string): boolean {
  const [path, query] = to.split('?');
  if (path !== pathname) return false;
  if (!query) return true;
  const wanted = new URLSearchParams(query);
  const actual = new URLSearchParams(search);
  return [...wanted.entries()].every(([key, value]) => actual.get(key) === value);
}

/**
 * Top navigation (SPEC §2): fixed after 150 px of scrolling with the logo swapped; dropdowns for solutions,
 * products, training and cases; the 关怀模式 switch; a 立即咨询 button; below 1200 px a touch menu behind a toggle.
 */
export function SiteHeader() {
  const { pathname, search } = useLocation();
  const fixed = useScrolledPast(NAV_FIXED_AFTER_PX);
  const contact = useContactDialog();
  const [menuOpen, setMenuOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const headerRef = useRef<HTMLElement>(null);

  // A navigation closes the menu and any dropdown.
  const [lastLocation, setLastLocation] = useState(`${pathname}${search}`);
  if (lastLocation !== `${pathname}${search}`) {
    setLastLocation(`${pathname}${search}`);
    setMenuOpen(false);
    setOpenGroup(null);
  }

  useEffect(() => {
    if (!menuOpen && !openGroup) return;
    const onPointerDown = (event: PointerEvent) => {
      if (headerRef.current && !headerRef.current.contains(event.target as Node)) {
        setOpenGroup(null);
        setMenuOpen(false);
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenGroup(null);
        setMenuOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [menuOpen, openGroup]);

  const linkClass = (item: NavLinkItem, base: string) =>
    `${base}${isCurrent(item.to, pathname, search) ? ' is-current' : ''}`;

  return (
    <div className="site-header-slot">
      <header ref={headerRef} className={`site-header${fixed ? ' is-fixed' : ''}${menuOpen ? ' is-menu-open' : ''}`}>
        <div className="site-header__inner">
          <Link to="/index" className="site-header__logo" aria-label="星桥链数首页">
            <img
              src={fixed ? '/images/site/logo-dark.svg' : '/images/site/logo-light.svg'}
              data-variant={fixed ? 'dark' : 'light'}
              width={168}
              height={40}
              alt="星桥链数"
            />
          </Link>
          <nav id="site-nav" className="site-nav" aria-label="主导航">
            <ul className="site-nav__list">
              {NAV_ITEMS.map((item, index) => {
                if (!isNavGroup(item)) {
                  return (
                    <li key={item.label} className="site-nav__item">
                      <Link
                        to={item.to}
                        className={linkClass(item, 'site-nav__link')}
                        aria-current={isCurrent(item.to, pathname, search) ? 'page' : undefined}
                      >
                        {item.label}
                      </Link>
                    </li>
                  );
                }
                const groupOpen = openGroup === item.label;
                const groupCurrent = item.children.some((child) => isCurrent(child.to, pathname, search));
                const menuId = `site-nav-menu-${index}`;
                return (
                  <li key={item.label} className={`site-nav__item site-nav__item--group${groupOpen ? ' is-open' : ''}`}>
                    <button
                      type="button"
                      className={`site-nav__link site-nav__group-button${groupCurrent ? ' is-current' : ''}`}
                      aria-expanded={groupOpen}
                      aria-controls={menuId}
                      onClick={() => setOpenGroup(groupOpen ? null : item.label)}
                    >
                      {item.label}
                      <span className="site-nav__caret" aria-hidden="true" />
                    </button>
                    <ul id={menuId} className="site-nav__submenu">
                      {item.children.map((child) => (
                        <li key={child.to}>
                          <Link
                            to={child.to}
                            className={linkClass(child, 'site-nav__sublink')}
                            aria-current={isCurrent(child.to, pathname, search) ? 'page' : undefined}
                          >
                            {child.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </li>
                );
              })}
            </ul>
            <div className="site-nav__care">
              <CareModeToggle />
            </div>
          </nav>
          <button
            type="button"
            className="site-header__cta"
            onPointerEnter={contact.preload}
            onFocus={contact.preload}
            onClick={() => {
              setMenuOpen(false);
              contact.open();
            }}
          >
            立即咨询
          </button>
          <button
            type="button"
            className="site-header__toggle"
            aria-expanded={menuOpen}
            aria-controls="site-nav"
            aria-label={menuOpen ? '关闭导航菜单' : '打开导航菜单'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true" />
          </button>
        </div>
      </header>
    </div>
  );
}
