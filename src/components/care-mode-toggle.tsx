import { useCareMode, useCareModeStore } from '@/stores/care-mode';

interface CareModeToggleProps {
  /** 关怀模式 on the Chinese site and portal; the admin shell passes its translation. */
  label?: string;
  className?: string;
}

/**
 * The switch for 关怀模式 in every header (docs/accessibility.md): a plain button whose pressed state is the mode, so
 * a keyboard and a screen reader use it like any toggle. No antd here: the marketing header loads without it.
 */
export function CareModeToggle({ label = '关怀模式', className }: CareModeToggleProps) {
  const enabled = useCareMode();
  const toggle = useCareModeStore((state) => state.toggle);
  return (
    <button
      type="button"
      className={className ? `care-toggle ${className}` : 'care-toggle'}
      aria-pressed={enabled}
      onClick={toggle}
    >
      <svg className="care-toggle__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d="M2 19 7.6 5h2.1L15.3 19H13l-1.4-3.6H5.7L4.3 19Zm4.4-5.6h4.5L8.7 7.6ZM18 6h2v3h3v2h-3v3h-2v-3h-3V9h3Z"
          fill="currentColor"
        />
      </svg>
      <span>{label}</span>
    </button>
  );
}
