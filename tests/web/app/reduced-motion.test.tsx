import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { AntdProvider } from '@/components/antd-provider';

const REDUCE = '(prefers-reduced-motion: reduce)';
const originalMatchMedia = window.matchMedia;

/** A system setting the test can change, as the visitor would in the system preferences. */
function systemMotionSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const setting = { reduce };
  window.matchMedia = ((query: string) => ({
    media: query,
    get matches() {
      return query === REDUCE && setting.reduce;
    },
    onchange: null,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  return {
    change(next: boolean) {
      setting.reduce = next;
      for (const listener of listeners) listener();
    },
  };
}

function MotionToken() {
  const { token } = theme.useToken();
  return <output aria-label="motion">{String(token.motion)}</output>;
}

afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('the system setting "reduce motion" (antd provider)', () => {
  it('keeps antd animations by default', () => {
    systemMotionSetting(false);
    render(
      <AntdProvider>
        <MotionToken />
      </AntdProvider>,
    );
    expect(screen.getByLabelText('motion')).toHaveTextContent('true');
  });

  it('turns antd animations off while the system asks for less motion, and back on', () => {
    const setting = systemMotionSetting(true);
    render(
      <AntdProvider>
        <MotionToken />
      </AntdProvider>,
    );
    expect(screen.getByLabelText('motion')).toHaveTextContent('false');
    act(() => setting.change(false));
    expect(screen.getByLabelText('motion')).toHaveTextContent('true');
  });
});
