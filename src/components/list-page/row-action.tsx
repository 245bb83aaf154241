import type { ReactNode } from 'react';
import './list-page.css';

/**
 * A table row's action: a small link button whose accessible name says which row it acts on, e.g. 「查看 林小雨」.
 * It is antd's small link Button as plain markup (the classes of antd's prebuilt stylesheet): a list page renders
 * one per row, up to 100 at once, and antd's Button component resolves theme, wave and semantic styles per instance,
 * which a row's link does not use.
 */
export function RowAction({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="ant-btn ant-btn-link ant-btn-color-link ant-btn-variant-link ant-btn-sm row-action"
      aria-label={label}
      onClick={onClick}
    >
      <span>{children}</span>
    </button>
  );
}

/** A row's link that opens another page in a new tab, in the look of RowAction, e.g. 「在门户查看 …」. */
export function RowLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  return (
    <a
      className="ant-btn ant-btn-link ant-btn-color-link ant-btn-variant-link ant-btn-sm row-action"
      href={href}
      target="_blank"
      aria-label={label}
    >
      <span>{children}</span>
    </a>
  );
}

/** A row's several actions side by side, wrapping in a narrow column. */
export function RowActions({ children }: { children: ReactNode }) {
  return <span className="row-actions">{children}</span>;
}
