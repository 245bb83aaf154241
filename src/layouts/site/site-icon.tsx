/**
 * How the marketing pages draw a line icon, and the feature tiles' icons: the home page's first screen draws those, so
 * they are in the entry. The kit's SiteIcon (./marketing-page-kit) draws any icon by name, loaded with the pages.
 */
import type { TileIconKey } from '@/content/home';

/** The feature tiles' icons (the home page's first screen), on the 24×24 grid of LineIcon. */
export const TILE_ICON_PATHS: Record<TileIconKey, string> = {
  nodes:
    'M12 4v5M5.5 17l4.5-3M18.5 17L14 14M12 2.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM4 16a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM20 16a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM12 10a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5z',
  monitor: 'M3 4h18v12H3zM8 20h8M12 16v4M6 12l3-3 3 2 5-5',
  lifecycle: 'M20 12a8 8 0 1 1-2.3-5.7M20 4v4h-4M12 8v4l3 2',
  collect: 'M4 14a8 8 0 0 1 16 0M8 14a4 4 0 0 1 8 0M12 14v6M9 20h6',
  upload: 'M12 16V4M7 9l5-5 5 5M4 15v4h16v-4',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6z',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  api: 'M8 8l-4 4 4 4M16 8l4 4-4 4M14 5l-4 14',
};

/** A line icon drawn on a 24×24 grid (stroke = currentColor), decorative. */
export function LineIcon({ path, size = 28 }: { path: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
