import type { ExplorerPageName } from '@/pages/explorer/page-loaders';

/** A lazy route of an explorer page (D9), through the small loader chunk (see src/pages/explorer/page-loaders.ts). */
export function explorerRoute(page: ExplorerPageName) {
  return async () => ({
    Component: (await (await import('@/pages/explorer/page-loaders')).explorerPages[page]()).default,
  });
}
