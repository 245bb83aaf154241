import { pageWindow } from '@/utils/page-window';
import './news-pager.css';

/** Plain pager for the public article list (no antd on the portal's public pages), numbered as antd's pager. */
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
      {pageWindow(page, pages).map((entry) =>
        typeof entry !== 'number' ? (
          <span key={entry} className="news-pager__gap" aria-hidden="true">
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
