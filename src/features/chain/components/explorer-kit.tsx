import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { shortHash } from '@/utils/short-hash';
import { pageWindow } from '@/utils/page-window';
import { Icon } from './icon';

/**
 * The explorer's own light elements (D9): a tag, a hash with its copy button, a list of fields, a pager, icons and
 * skeleton text. The public pages a phone opens from a QR code paint with these instead of antd, whose scripts and
 * stylesheet cost the first screen more than everything else on it.
 */

/** Whether a block still takes transactions (D9 `open`), as the table and the block page say it. */
export function BlockStateTag({ open }: { open: boolean }) {
  return open ? (
    <span className="explorer-tag explorer-tag--open">未封存</span>
  ) : (
    <span className="explorer-tag explorer-tag--sealed">已封存</span>
  );
}

const COPIED_MS = 3_000;

/** A hash in monospace with a copy button that copies all of it (shortened in tables, whole on detail pages). */
export function HashCode({
  hash,
  short = false,
  to,
  linkLabel,
}: {
  hash: string;
  short?: boolean;
  /** An in-app path the hash links to. */
  to?: string;
  /** What the link leads to; its accessible name starts with it (then the hash shown). */
  linkLabel?: string;
}) {
  const text = short ? shortHash(hash) : hash;
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = () => {
    void navigator.clipboard?.writeText(hash).then(() => {
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    });
  };
  return (
    <span className={short ? 'hash-text hash-code hash-code--short' : 'hash-text hash-code'}>
      {to ? (
        <Link to={to} title={hash} aria-label={linkLabel ? `${linkLabel} ${text}` : undefined}>
          {text}
        </Link>
      ) : (
        <span title={short ? hash : undefined}>{text}</span>
      )}
      <button
        type="button"
        className="hash-code__copy"
        aria-label={copied ? '复制成功' : '复制'}
        title={copied ? '复制成功' : '复制'}
        onClick={copy}
      >
        <Icon name={copied ? 'check' : 'copy'} />
      </button>
    </span>
  );
}

export interface Field {
  key: string;
  label: string;
  children: ReactNode;
  /** Both columns of a row from 768 px (a hash); one column below. */
  wide?: boolean;
}

/** Labelled fields in a bordered grid: one pair a row on a phone, two from 768 px, a wide field a row of its own. */
export function FieldList({ fields }: { fields: readonly Field[] }) {
  return (
    <dl className="explorer-fields">
      {fields.map((field) => (
        <div key={field.key} className={field.wide ? 'explorer-fields__item is-wide' : 'explorer-fields__item'}>
          <dt>{field.label}</dt>
          <dd>{field.children}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Grey bars where text will be, `chars` Chinese characters long (or as long as `text`): the skeleton is transparent
 * text in the page's own font, so it wraps and takes the lines the real text will take, at any text size.
 */
export function SkeletonText({ chars = 0, text = '一'.repeat(chars) }: { chars?: number; text?: string }) {
  return (
    <span className="explorer-skeleton" aria-hidden="true">
      {text}
    </span>
  );
}

/** Where a hash and its copy button will be: 64 hex digits in the same type, so it wraps as the hash will. */
export function HashSkeleton({ short = false }: { short?: boolean }) {
  const digits = '0'.repeat(64);
  return (
    <span className={short ? 'hash-code hash-code--short' : 'hash-code'} aria-hidden="true">
      <SkeletonText text={short ? shortHash(digits) : digits} />
      <span className="hash-code__copy" />
    </span>
  );
}

/** The pager's line while the first page loads: the same height, drawn anew (not moved) when the pages are known. */
export function PagerSkeleton() {
  return (
    <div className="explorer-pager-list" aria-hidden="true">
      <SkeletonText chars={6} />
      <button type="button" className="explorer-pager-list__spacer" tabIndex={-1} disabled />
    </div>
  );
}

/** Page numbers with previous and next (each page a list item named by its number), and the total in words. */
export function Pager({
  current,
  pages,
  total,
  onChange,
}: {
  current: number;
  pages: number;
  /** e.g. 共 128 个区块. */
  total: ReactNode;
  onChange: (page: number) => void;
}) {
  const go = (page: number) => {
    if (page >= 1 && page <= pages && page !== current) onChange(page);
  };
  return (
    <nav className="explorer-pager-list" aria-label="分页">
      <span className="explorer-pager-list__total">{total}</span>
      <ul>
        <li title="上一页" className="explorer-pager-list__step">
          <button type="button" aria-label="上一页" disabled={current <= 1} onClick={() => go(current - 1)}>
            <Icon name="left" />
          </button>
        </li>
        {pageWindow(current, Math.max(pages, 1)).map((item) =>
          typeof item === 'number' ? (
            // The list item takes the click (its button's bubbles up to it), as antd's pager items do.
            <li
              key={item}
              title={String(item)}
              className={item === current ? 'is-current' : undefined}
              onClick={() => go(item)}
            >
              <button type="button" aria-current={item === current ? 'page' : undefined}>
                {item}
              </button>
            </li>
          ) : (
            <li key={item} title={item === 'prev-more' ? '向前 5 页' : '向后 5 页'}>
              <button type="button" onClick={() => go(item === 'prev-more' ? current - 5 : current + 5)}>
                •••
              </button>
            </li>
          ),
        )}
        <li title="下一页" className="explorer-pager-list__step">
          <button type="button" aria-label="下一页" disabled={current >= pages} onClick={() => go(current + 1)}>
            <Icon name="right" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
