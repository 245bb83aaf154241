import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SITE_DEFAULTS } from '@/content/site-config';
import { ABOUT_ROTATION_MS } from '@/lib/use-rotation';
import AboutUsPage from '@/pages/site/about-us/about-us-page';
import { renderSitePage } from '../support/render-site-page';
import { advance, selectedTab, withReducedMotion } from '../support/rotation';

const TABS = ['区块链实验室', '标准体系', '战略合作'];

describe('/aboutus', () => {
  it('rotates the three tabs every 10 s and wraps 3 → 1', () => {
    expect(ABOUT_ROTATION_MS).toBe(10_000);
    vi.useFakeTimers();
    renderSitePage(<AboutUsPage />, '/aboutus');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(TABS);
    expect(selectedTab()).toBe(TABS[0]);
    advance(9999);
    expect(selectedTab()).toBe(TABS[0]);
    advance(1);
    expect(selectedTab()).toBe(TABS[1]);
    expect(within(screen.getByRole('tabpanel')).getByText('质量与安全体系')).toBeInTheDocument();
    advance(10_000);
    expect(selectedTab()).toBe(TABS[2]);
    advance(10_000);
    expect(selectedTab()).toBe(TABS[0]);
  });

  it('restarts the 10 s timer when a tab is clicked', () => {
    vi.useFakeTimers();
    renderSitePage(<AboutUsPage />, '/aboutus');
    advance(7000);
    fireEvent.click(screen.getByRole('tab', { name: TABS[2] }));
    expect(selectedTab()).toBe(TABS[2]);
    advance(9999);
    expect(selectedTab()).toBe(TABS[2]);
    advance(1);
    expect(selectedTab()).toBe(TABS[0]);

    // Clicking the tab already shown restarts the timer too.
    advance(8000);
    fireEvent.click(screen.getByRole('tab', { name: TABS[0] }));
    advance(9999);
    expect(selectedTab()).toBe(TABS[0]);
    advance(1);
    expect(selectedTab()).toBe(TABS[1]);
  });

  it('waits while keyboard focus is on the tabs, and does not rotate with prefers-reduced-motion (D14)', () => {
    vi.useFakeTimers();
    const view = renderSitePage(<AboutUsPage />, '/aboutus');
    const tab = screen.getByRole('tab', { name: TABS[0] });
    act(() => tab.focus());
    advance(30_000);
    expect(selectedTab()).toBe(TABS[0]);
    act(() => tab.blur());
    advance(10_000);
    expect(selectedTab()).toBe(TABS[1]);
    view.unmount();

    withReducedMotion(() => {
      renderSitePage(<AboutUsPage />, '/aboutus');
      advance(60_000);
      expect(selectedTab()).toBe(TABS[0]);
    });
  });

  it('presents the company, honours, partners and the three offices with phones', () => {
    renderSitePage(<AboutUsPage />, '/aboutus');
    expect(screen.getByRole('heading', { level: 1, name: '关于星桥链数' })).toBeInTheDocument();
    expect(screen.getAllByText(/区块链与元宇宙/).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: '荣誉资质' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '合作伙伴' })).toBeInTheDocument();
    expect(SITE_DEFAULTS.offices).toHaveLength(3);
    for (const office of SITE_DEFAULTS.offices) {
      expect(screen.getByRole('heading', { name: office.city })).toBeInTheDocument();
      expect(screen.getByText(office.address)).toBeInTheDocument();
      // Obviously reserved numbers, marked as examples.
      expect(office.phone).toMatch(/^0\d{2,3}-0000-0000$/);
      expect(screen.getByRole('link', { name: `${office.phone}（示例）` })).toHaveAttribute(
        'href',
        `tel:${office.phone.replace(/\D/g, '')}`,
      );
    }
    expect(screen.getByRole('link', { name: '400-000-0000（示例）' })).toHaveAttribute('href', 'tel:4000000000');
  });

  it('moves between the tabs with the arrow keys, Home and End, focus following (only the shown tab is in the Tab order)', () => {
    renderSitePage(<AboutUsPage />, '/aboutus');
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(screen.getAllByRole('tab').map((item) => item.tabIndex)).toEqual([0, -1, -1]);
    act(() => tab(TABS[0]!).focus());
    fireEvent.keyDown(tab(TABS[0]!), { key: 'ArrowRight' });
    expect(selectedTab()).toBe(TABS[1]);
    expect(tab(TABS[1]!)).toHaveFocus();
    fireEvent.keyDown(tab(TABS[1]!), { key: 'End' });
    expect(tab(TABS[2]!)).toHaveFocus();
    fireEvent.keyDown(tab(TABS[2]!), { key: 'ArrowRight' });
    expect(selectedTab()).toBe(TABS[0]);
    fireEvent.keyDown(tab(TABS[0]!), { key: 'ArrowLeft' });
    expect(selectedTab()).toBe(TABS[2]);
    fireEvent.keyDown(tab(TABS[2]!), { key: 'Home' });
    expect(tab(TABS[0]!)).toHaveFocus();
    expect(screen.getAllByRole('tab').map((item) => item.tabIndex)).toEqual([0, -1, -1]);
  });
});
