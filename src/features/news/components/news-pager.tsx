import './news-pager.css';

/** Page numbers around the current page, with gaps: 1 … 4 5 6 … 12. */
export function pageWindow(current: number, pages: number): (number | 'gap')[] {
  const shown = new Set([1, pages, current - 1, current, current + 1].filter((page) => page >= 1 && page <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((page, index) => {
    if (index > 0 && page - sorted[index - 1] > 1) out.push('gap');
    out.push(page);
  });
  return out;
}

/** Plain pager for the public article list (no antd on the portal's public pages). */
export function NewsPager({
  page,
  pageSize,
  total,
  onChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="news-pager" aria-label="分页">
      <span className="news-pager__total">共 {total} 条</span>
      <button type="button" className="news-pager__btn" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        上一页
      </button>
      {pageWindow(page, pages).map((entry, index) =>
        entry === 'gap' ? (
          <span key={`gap-${index}`} className="news-pager__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={entry}
            type="button"
            className={`news-pager__btn news-pager__num${entry === page ? ' is-current' : ''}`}
            aria-current={entry === page ? 'page' : undefined}
            aria-label={`第 ${entry} 页`}
            onClick={() => entry !== page && onChange(entry)}
          >
            {entry}
          </button>
        ),
      )}
      <button type="button" className="news-pager__btn" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        下一页
      </button>
    </nav>
  );
}
