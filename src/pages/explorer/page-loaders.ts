/**
 * The explorer's pages, loaded through this small chunk: the entry chunk then carries one import instead of the
 * preload lists of three antd pages (the marketing home's first load must not grow).
 */
export const explorerPages = {
  explorer: () => import('./explorer-page'),
  block: () => import('./explorer-block-page'),
  tx: () => import('./explorer-tx-page'),
};

export type ExplorerPageName = keyof typeof explorerPages;
