/**
 * @testing-library/react as the web project's tests import it (vitest.config.ts aliases the package here): the same
 * module, except that render() puts every tree inside antd's StyleProvider in its server mode (`mock: 'server'`, the
 * switch @ant-design/cssinjs has for tests). antd's CSS-in-JS would otherwise write thousands of rules into <head>,
 * and jsdom's getComputedStyle (visibility checks, user-event's pointer-events check, *ByRole) matches every element
 * against all of them, where much of the suite's CPU time would go. What CSS hides (a closed Select's dropdown) stays
 * in the accessibility tree here; tests scope their queries to the open popup. Real rendering is the e2e suite's.
 */
import { StyleProvider } from '@ant-design/cssinjs';
import type { ComponentType, ReactNode } from 'react';
import type { RenderOptions } from '@testing-library/react';
import * as library from '@testing-library/react/dist/index.js';

export * from '@testing-library/react/dist/index.js';

function ServerStyles({ children }: { children?: ReactNode }) {
  return <StyleProvider mock="server">{children}</StyleProvider>;
}

export const render = ((ui: ReactNode, options: RenderOptions = {}) => {
  const Inner = options.wrapper as ComponentType<{ children?: ReactNode }> | undefined;
  const wrapper = Inner
    ? ({ children }: { children?: ReactNode }) => (
        <ServerStyles>
          <Inner>{children}</Inner>
        </ServerStyles>
      )
    : ServerStyles;
  return library.render(ui, { ...options, wrapper });
}) as typeof library.render;
