import { BACK_TO_TOP_AFTER_PX } from './nav-items';
import { useScrolledPast } from './use-scrolled-past';

/** SPEC §2 footer: back-to-top button, 40 px, #2f82ff; shown once the visitor has scrolled down. */
export function BackToTop() {
  const visible = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="back-to-top"
      aria-label="返回顶部"
      title="返回顶部"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 5l-7 7M12 5l7 7M12 5v14"
          stroke="currentColor"
          strokeWidth="2.4"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
