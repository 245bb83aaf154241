import { Link } from 'react-router-dom';

/** Friendly empty state for an unknown column or article: the page's own heading (h1), as the page it stands for. */
export function TalentEmpty({ title, text }: { title: string; text: string }) {
  return (
    <div className="talent-shell">
      <div className="talent-panel talent-empty" role="status">
        <h1>{title}</h1>
        <p>{text}</p>
        <p>
          <Link to="/talent">返回平台首页</Link>
        </p>
      </div>
    </div>
  );
}
