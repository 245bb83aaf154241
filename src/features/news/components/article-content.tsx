import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import './article-content.css';

/**
 * DECISIONS D5: article HTML is sanitised before it reaches the page. Normal article markup stays; scripts, styles
 * (but a paragraph's, heading's or cell's text alignment, which the editor writes and the server keeps), frames,
 * forms and every on* handler go; links that open a new tab get rel="noopener noreferrer".
 */
const PURIFY_CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'script',
    'style',
    'iframe',
    'frame',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'link',
    'meta',
    'base',
  ],
  FORBID_ATTR: ['srcdoc', 'formaction'],
  ALLOW_DATA_ATTR: false,
};

/** The one style kept: `text-align` of the editor's alignment buttons (as the server's allow-list keeps it). */
const TEXT_ALIGN = /^\s*text-align\s*:\s*(left|right|center|justify)\s*;?\s*$/i;
const ALIGNABLE = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'TH', 'TD']);

let hooked = false;
function ensureLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName !== 'style') return;
    const align = ALIGNABLE.has(node.tagName) ? TEXT_ALIGN.exec(data.attrValue)?.[1] : undefined;
    if (align) data.attrValue = `text-align: ${align.toLowerCase()}`;
    else data.keepAttr = false;
  });
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      const href = node.getAttribute('href') ?? '';
      // Links out of the site open in a new tab without handing over window.opener.
      if (/^https?:\/\//i.test(href) || node.getAttribute('target') === '_blank') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
  });
}

export function sanitizeArticleHtml(html: string): string {
  ensureLinkHook();
  return DOMPurify.sanitize(html, PURIFY_CONFIG);
}

/** Renders an article body after sanitising it. */
export function ArticleContent({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeArticleHtml(html), [html]);
  return <div className="article-content" dangerouslySetInnerHTML={{ __html: clean }} />;
}
