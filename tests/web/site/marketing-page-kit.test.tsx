/**
 * Every marketing page is built from the marketing page kit (src/layouts/site/marketing-page-frame.tsx): its one h1
 * is the banner's, and each of its sections is a region named by its own h2.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPageHeading, renderApp } from '../support/render-app';

const PAGES = [
  '/index',
  '/platform',
  '/solution?id=1',
  '/product?id=1',
  '/product?id=2',
  '/service',
  '/cases?type=1',
  '/ghy',
  '/talentTrain',
  '/digitalCollection',
  '/partner',
  '/aboutus',
];

describe('the marketing pages are built from the kit', () => {
  it.each(PAGES)('%s: one h1, in the banner; every section is the kit’s, named by its h2', async (path) => {
    renderApp(path);
    const title = await findPageHeading();
    // The home page's sections below its first screen arrive after it.
    if (path === '/index') await screen.findByRole('region', { name: '合作伙伴' }, { timeout: 10_000 });

    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('heading', { level: 1 })).toEqual([title]);
    expect(title).toHaveClass('site-banner__title');

    for (const section of main.querySelectorAll('section')) {
      // The training page's tracks are a tab list with a label of its own, not a section with a heading.
      if (section.matches('.site-banner, .train__body')) continue;
      expect(section).toHaveClass('site-section');
      const heading = section.querySelector('h2');
      expect(heading).toHaveClass('site-section__title');
      expect(section).toHaveAttribute('aria-labelledby', heading!.id);
    }
  });
});
