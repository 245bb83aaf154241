import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { env, parseEnv } from '@/lib/env';
import DigitalCollectionPage from '@/pages/site/digital-collection/digital-collection-page';
import { renderSitePage } from '../support/render-site-page';
import { renderTalent } from '../support/render-talent';
import { PAGE_LOAD_TIMEOUT } from '../support/page-load';

const CONFIGURED = 'https://chain-explorer.park.example.org/';
const shipped = env.VITE_EXPLORER_URL;

/** The build's VITE_EXPLORER_URL, as if set at build time (the links read it when they render). */
function configureExplorer(url: string) {
  env.VITE_EXPLORER_URL = url;
}
afterEach(() => configureExplorer(shipped));

async function explorerEntry() {
  const nav = await screen.findByRole('navigation', { name: '人才平台导航' });
  return within(nav).getByRole('link', { name: /区块链浏览器/ });
}

describe('the explorer entries (D9): this product’s /explorer unless VITE_EXPLORER_URL is set', () => {
  it('ships no made-up explorer host: the default is empty and a bad value is refused', () => {
    expect(shipped).toBe('');
    expect(parseEnv({}).VITE_EXPLORER_URL).toBe('');
    expect(parseEnv({ VITE_EXPLORER_URL: CONFIGURED }).VITE_EXPLORER_URL).toBe(CONFIGURED);
    expect(() => parseEnv({ VITE_EXPLORER_URL: 'explorer' })).toThrow('VITE_EXPLORER_URL: must be an http(s) URL');
  });

  it('the talent nav opens the in-app explorer in a new tab (SPEC line 13), highlighted on its pages', async () => {
    const { unmount } = renderTalent('/talent');
    const entry = await explorerEntry();
    expect((entry as HTMLAnchorElement).href).toBe(`${window.location.origin}${window.location.pathname}#/explorer`);
    expect(entry).toHaveAttribute('target', '_blank');
    expect(entry).toHaveAttribute('rel', 'noopener noreferrer');
    expect(entry).toHaveTextContent('（在新窗口打开）');
    expect(entry).not.toHaveAttribute('aria-current');
    unmount();
    renderTalent('/explorer');
    expect(
      await screen.findByRole('heading', { level: 1, name: '区块链浏览器' }, { timeout: PAGE_LOAD_TIMEOUT }),
    ).toBeInTheDocument();
    expect(await explorerEntry()).toHaveAttribute('aria-current', 'page');
  });

  it('the talent nav opens a configured explorer in a new tab', async () => {
    configureExplorer(CONFIGURED);
    renderTalent('/talent');
    const entry = await explorerEntry();
    expect(entry).toHaveAttribute('href', CONFIGURED);
    expect(entry).toHaveAttribute('target', '_blank');
    expect(entry).toHaveAttribute('rel', 'noopener noreferrer');
    expect(entry).toHaveTextContent('（在新窗口打开）');
  });

  it('the digital-collection base-layer link opens this deployment’s explorer in a new tab, or the configured one', () => {
    const { unmount } = renderSitePage(<DigitalCollectionPage />, '/digitalCollection');
    const own = screen.getByRole('link', { name: /访问星桥链浏览器/ });
    expect((own as HTMLAnchorElement).href).toBe(`${window.location.origin}${window.location.pathname}#/explorer`);
    expect(own).toHaveAttribute('target', '_blank');
    unmount();

    configureExplorer(CONFIGURED);
    renderSitePage(<DigitalCollectionPage />, '/digitalCollection');
    const configured = screen.getByRole('link', { name: /访问星桥链浏览器/ });
    expect(configured).toHaveAttribute('href', CONFIGURED);
    expect(configured).toHaveAttribute('target', '_blank');
  });
});
