import { env } from './env';

/** SPEC §9: page title is the route title plus the site title. */
export function pageTitle(title?: string): string {
  return title ? `${title} - ${env.VITE_SITE_TITLE}` : env.VITE_SITE_TITLE;
}

export function setPageTitle(title?: string): void {
  document.title = pageTitle(title);
}
