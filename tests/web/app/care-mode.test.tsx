/**
 * 关怀模式 (docs/accessibility.md): one switch in every header, kept per browser, applied as a root class and as
 * larger antd tokens, and no rotation while it is on.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { theme } from 'antd';
import type { Swiper as SwiperInstance } from 'swiper';
import { describe, expect, it, vi } from 'vitest';
import { AntdProvider } from '@/components/antd-provider';
import { TRAINING_TRACKS } from '@/content/training';
import { ABOUT_ROTATION_MS, CASE_ROTATION_MS, TRAINING_ROTATION_MS } from '@/lib/use-rotation';
import AboutUsPage from '@/pages/site/about-us/about-us-page';
import { CaseCarousel } from '@/pages/site/digital-collection/case-carousel';
import PartnerCarousel, { AUTOPLAY_START_DELAY_MS } from '@/pages/site/home/partner-carousel';
import TalentTrainPage from '@/pages/site/talent-train/talent-train-page';
import { CARE_MODE_KEY, useCareModeStore } from '@/stores/care-mode';
import { contrastRatio } from '@/utils/contrast';
import { findPageHeading, renderApp } from '../support/render-app';
import { renderSitePage } from '../support/render-site-page';
import { renderShell } from '../support/render-shell';
import { renderTalent } from '../support/render-talent';
import { renderAuth } from '../support/render-auth';

const rootHasCareMode = () => document.documentElement.classList.contains('care-mode');

/** As on a reload: the browser kept the choice, the store reads it when the page starts. */
function rememberCareMode() {
  localStorage.setItem(CARE_MODE_KEY, '1');
  useCareModeStore.getState().reload();
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent ?? '';

describe('关怀模式 switch in the marketing header', () => {
  it('is a toggle button in the main navigation (the phone menu too) that turns the mode on and off', async () => {
    const { user } = renderApp('/index');
    await findPageHeading();
    const nav = screen.getByRole('navigation', { name: '主导航' });
    const toggle = within(nav).getByRole('button', { name: '关怀模式' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(rootHasCareMode()).toBe(false);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(rootHasCareMode()).toBe(true);
    expect(localStorage.getItem(CARE_MODE_KEY)).toBe('1');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(rootHasCareMode()).toBe(false);
    expect(localStorage.getItem(CARE_MODE_KEY)).toBeNull();
  });

  it('works from the keyboard: Enter and Space', async () => {
    const { user } = renderApp('/index');
    await findPageHeading();
    const toggle = within(screen.getByRole('navigation', { name: '主导航' })).getByRole('button', { name: '关怀模式' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('is on after a reload when it was left on, and stays on across route changes', async () => {
    rememberCareMode();
    expect(rootHasCareMode()).toBe(true);
    const { router } = renderApp('/index');
    await findPageHeading();
    expect(screen.getByRole('button', { name: '关怀模式' })).toHaveAttribute('aria-pressed', 'true');
    await act(() => router.navigate('/aboutus'));
    await findPageHeading();
    expect(screen.getByRole('button', { name: '关怀模式' })).toHaveAttribute('aria-pressed', 'true');
    expect(rootHasCareMode()).toBe(true);
  });

  it('follows another tab of the same site that switched it', () => {
    expect(useCareModeStore.getState().enabled).toBe(false);
    localStorage.setItem(CARE_MODE_KEY, '1');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CARE_MODE_KEY, newValue: '1' }));
    });
    expect(useCareModeStore.getState().enabled).toBe(true);
    expect(rootHasCareMode()).toBe(true);
  });
});

describe('关怀模式 switch in the portal headers', () => {
  it('sits in the talent portal header beside the sign-in links', async () => {
    const { container } = renderTalent('/talent');
    // The page's heading first: a click on a header the first render is about to replace would reach no handler.
    await findPageHeading();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: '登录' })).toBeInTheDocument();
    fireEvent.click(within(header).getByRole('button', { name: '关怀模式' }));
    const toggle = within(screen.getByRole('banner')).getByRole('button', { name: '关怀模式' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    expect(rootHasCareMode()).toBe(true);
    expect(container.querySelector('.talent-header__tools')).toContainElement(toggle);
  });

  it('sits on the sign-in page, pressed when the mode was kept', async () => {
    rememberCareMode();
    await renderAuth(['/login']);
    expect(await screen.findByRole('button', { name: '关怀模式' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sits in the admin navbar and in the settings drawer, the two agreeing', async () => {
    const { user } = await renderShell();
    const toggle = screen.getByRole('button', { name: '关怀模式' });
    expect(toggle.closest('.admin-navbar')).not.toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '打开系统设置' }));
    const drawerSwitch = await screen.findByRole('switch', { name: '关怀模式' });
    expect(drawerSwitch).toBeChecked();
    await user.click(drawerSwitch);
    expect(screen.getByRole('switch', { name: '关怀模式' })).not.toBeChecked();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(rootHasCareMode()).toBe(false);
  });

  it.each([
    ['en', 'Care mode'],
    ['es', 'Modo accesible'],
    ['ja', 'シニアモード'],
  ] as const)('is named in the portal language (%s: %s)', async (language, name) => {
    await renderShell({ language });
    expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
  });
});

function Tokens() {
  const { token } = theme.useToken();
  return (
    <dl>
      <dt>fontSize</dt>
      <dd aria-label="fontSize">{token.fontSize}</dd>
      <dd aria-label="fontSizeSM">{token.fontSizeSM}</dd>
      <dd aria-label="controlHeight">{token.controlHeight}</dd>
      <dd aria-label="controlHeightSM">{token.controlHeightSM}</dd>
      <dd aria-label="colorText">{token.colorText}</dd>
      <dd aria-label="colorPrimary">{token.colorPrimary}</dd>
    </dl>
  );
}

describe('关怀模式 in antd (portal and sign-in pages)', () => {
  it('keeps the standard tokens while it is off', () => {
    render(
      <AntdProvider>
        <Tokens />
      </AntdProvider>,
    );
    expect(screen.getByLabelText('fontSize')).toHaveTextContent('14');
    expect(screen.getByLabelText('controlHeight')).toHaveTextContent('32');
  });

  it('gives text 1.25× and more, controls of 44 px at every size, black text and a 7:1 primary, without remounting the page', () => {
    const base = { fontSize: 14, fontSizeSM: 12 };
    render(
      <AntdProvider>
        <Tokens />
      </AntdProvider>,
    );
    const list = screen.getByRole('term').parentElement;
    act(() => useCareModeStore.getState().setEnabled(true));
    // The same elements: switching keeps what the visitor typed on the page.
    expect(screen.getByRole('term').parentElement).toBe(list);
    expect(Number(screen.getByLabelText('fontSize').textContent)).toBeGreaterThanOrEqual(base.fontSize * 1.25);
    expect(Number(screen.getByLabelText('fontSizeSM').textContent)).toBeGreaterThanOrEqual(base.fontSizeSM * 1.25);
    expect(Number(screen.getByLabelText('controlHeight').textContent)).toBeGreaterThanOrEqual(44);
    expect(Number(screen.getByLabelText('controlHeightSM').textContent)).toBeGreaterThanOrEqual(44);
    expect(screen.getByLabelText('colorText')).toHaveTextContent('#000000');
    const primary = screen.getByLabelText('colorPrimary').textContent!;
    expect(contrastRatio(primary, '#ffffff')).toBeGreaterThanOrEqual(7);
  });
});

describe('关怀模式 stops every rotation (D14 mechanism)', () => {
  it('the training tabs stand still while it is on and rotate again when it is off', () => {
    expect(TRAINING_ROTATION_MS).toBe(1000);
    vi.useFakeTimers();
    renderSitePage(<TalentTrainPage />, '/talentTrain');
    advance(TRAINING_ROTATION_MS);
    expect(selectedTab()).toContain(TRAINING_TRACKS[1]!.title);
    act(() => useCareModeStore.getState().setEnabled(true));
    advance(10 * TRAINING_ROTATION_MS);
    expect(selectedTab()).toContain(TRAINING_TRACKS[1]!.title);
    act(() => useCareModeStore.getState().setEnabled(false));
    advance(TRAINING_ROTATION_MS);
    expect(selectedTab()).toContain(TRAINING_TRACKS[2]!.title);
  });

  it('the about-us tabs do not rotate when the page opens in it', () => {
    rememberCareMode();
    vi.useFakeTimers();
    renderSitePage(<AboutUsPage />, '/aboutus');
    expect(selectedTab()).toBe('区块链实验室');
    advance(3 * ABOUT_ROTATION_MS);
    expect(selectedTab()).toBe('区块链实验室');
  });

  it('the digital-collection case carousel does not rotate in it', () => {
    rememberCareMode();
    vi.useFakeTimers();
    renderSitePage(<CaseCarousel />, '/digitalCollection');
    const first = selectedTab();
    advance(3 * CASE_ROTATION_MS);
    expect(selectedTab()).toBe(first);
  });

  it('the home partner carousel never starts its autoplay in it, and stops when it is turned on', () => {
    rememberCareMode();
    vi.useFakeTimers();
    const { container, unmount } = render(<PartnerCarousel />);
    const swiper = (container.querySelector('.swiper') as HTMLElement & { swiper: SwiperInstance }).swiper;
    advance(AUTOPLAY_START_DELAY_MS * 5);
    expect(swiper.autoplay.running).toBe(false);
    unmount();

    act(() => useCareModeStore.getState().setEnabled(false));
    const second = render(<PartnerCarousel />);
    const running = (second.container.querySelector('.swiper') as HTMLElement & { swiper: SwiperInstance }).swiper;
    advance(AUTOPLAY_START_DELAY_MS);
    expect(running.autoplay.running).toBe(true);
    act(() => useCareModeStore.getState().setEnabled(true));
    expect(running.autoplay.running).toBe(false);
  });
});

describe('hand-written CSS follows the root font size', () => {
  const src = join(import.meta.dirname, '../../../src');
  const sheets = Object.fromEntries(
    readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .map((file) => [file, readFileSync(join(src, file), 'utf8')]),
  );

  it('sizes text in rem, never px, so 关怀模式 and the browser text size scale it', () => {
    expect(Object.keys(sheets).length).toBeGreaterThan(20);
    const pixelSizes = Object.entries(sheets).flatMap(([file, css]) =>
      [...css.matchAll(/font-size:\s*\d+(?:\.\d+)?px/g)].map((match) => `${file}: ${match[0]}`),
    );
    expect(pixelSizes).toEqual([]);
  });

  it('makes the root font size 125 % in 关怀模式', () => {
    const careCss = Object.entries(sheets).find(([file]) => file.endsWith('care-mode.css'))![1];
    expect(careCss).toMatch(/html\.care-mode\s*\{\s*font-size:\s*125%;/);
  });
});
