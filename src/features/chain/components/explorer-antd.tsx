import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { AntdProvider } from '@/components/antd-provider';

/** The talent portal's red, for antd inside the portal layout. */
const PORTAL_THEME = { token: { colorPrimary: '#c41d25', colorLink: '#a8141b' } };

/**
 * antd in the explorer's colours. Outside ExplorerFrame, so that a page can paint its frame, title and panel
 * headings before antd (its scripts and its stylesheet) has arrived, and wrap only the parts that use it.
 */
export function ExplorerAntd({ children }: { children: ReactNode }) {
  return (
    <AntdProvider forceChinese>
      <ConfigProvider theme={PORTAL_THEME}>{children}</ConfigProvider>
    </AntdProvider>
  );
}
