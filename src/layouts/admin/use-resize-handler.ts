import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isMobileWidth, useAppStore } from '@/stores/app';

/** SPEC §2/§9: mobile when body width − 1 < 992 px (vue-element-admin's ResizeHandler). */
export function isMobileBody(): boolean {
  return isMobileWidth(document.body.getBoundingClientRect().width);
}

function applyDevice(): void {
  const mobile = isMobileBody();
  const app = useAppStore.getState();
  if (app.device !== (mobile ? 'mobile' : 'desktop')) app.toggleDevice(mobile ? 'mobile' : 'desktop');
  if (mobile && app.sidebar.opened) app.closeSideBar({ withoutAnimation: true });
}

/** Device follows the window while the document is visible; on mobile the sidebar drawer closes on navigation. */
export function useResizeHandler(): void {
  const { pathname } = useLocation();

  useLayoutEffect(() => {
    applyDevice();
    const onResize = () => {
      if (!document.hidden) applyDevice();
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  useEffect(() => {
    const { device, sidebar, closeSideBar } = useAppStore.getState();
    if (device === 'mobile' && sidebar.opened) closeSideBar({ withoutAnimation: false });
  }, [pathname]);
}
