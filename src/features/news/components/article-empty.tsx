import './article-list.css';

/** What a column says before the managing unit has published anything in it. */
export const NO_ARTICLES_TEXT = '暂无已发布的文章，管理单位发布后将显示在这里';

/** Empty state of an article column (talent home, /articlelist); `text` overrides for a search without results. */
export function ArticleEmpty({ text = NO_ARTICLES_TEXT }: { text?: string }) {
  return (
    <div className="article-empty" role="status">
      <svg width="48" height="40" viewBox="0 0 48 40" aria-hidden="true">
        <rect x="6" y="4" width="36" height="32" rx="3" fill="#fafafa" stroke="#d9d9d9" strokeWidth="2" />
        <path d="M13 14h22M13 21h22M13 28h14" stroke="#d9d9d9" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p>{text}</p>
    </div>
  );
}
