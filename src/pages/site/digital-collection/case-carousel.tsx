import { QrCode } from '@/components/qr-code';
import { COLLECTIBLE_CASES, collectibleCasePath } from '@/content/digital-collection';
import { useAppUrl } from '@/lib/app-url';
import { CASE_ROTATION_MS, useRotation } from '@/lib/use-rotation';
import { useCareMode } from '@/stores/care-mode';

/**
 * SPEC §2 case carousel: four tabs, advances every 10 s (4 wraps to 1); a click selects and restarts the timer; it
 * waits while the reader is on it and never moves with reduced motion (DECISIONS D14).
 */
export function CaseCarousel({
  initialIndex = 0,
  imageLoading = 'lazy',
}: {
  initialIndex?: number;
  imageLoading?: 'lazy' | 'eager';
}) {
  const careMode = useCareMode();
  const { active, select, pauseProps, tablistProps } = useRotation(COLLECTIBLE_CASES.length, CASE_ROTATION_MS, {
    initial: initialIndex,
    paused: careMode,
  });
  const item = COLLECTIBLE_CASES[active];
  const caseUrl = useAppUrl(collectibleCasePath(item.id));
  return (
    <div className="dc-cases" {...pauseProps}>
      <div className="dc-cases__tabs" role="tablist" aria-label="客户案例" {...tablistProps}>
        {COLLECTIBLE_CASES.map((entry, index) => (
          <button
            key={entry.id}
            type="button"
            role="tab"
            id={`dc-case-tab-${entry.id}`}
            aria-controls={`dc-case-panel-${entry.id}`}
            aria-selected={index === active}
            tabIndex={index === active ? 0 : -1}
            className={`dc-cases__tab${index === active ? ' is-active' : ''}`}
            onClick={() => select(index)}
          >
            <span aria-hidden="true">0{entry.id}</span>
            {entry.tab}
          </button>
        ))}
      </div>
      <div
        key={item.id}
        className="dc-cases__panel"
        role="tabpanel"
        id={`dc-case-panel-${item.id}`}
        aria-labelledby={`dc-case-tab-${item.id}`}
      >
        <div className="dc-cases__text">
          <h3>{item.platform}</h3>
          <p className="dc-cases__customer">客户：{item.customer}</p>
          <ul className="dc-cases__slogans">
            {item.slogans.map((slogan) => (
              <li key={slogan}>{slogan}</li>
            ))}
          </ul>
          {item.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <div className="dc-cases__qr">
            {/* The code opens this case's introduction on this site, not the customer's platform: it says so. */}
            <QrCode value={caseUrl} label={`${item.platform}案例介绍二维码`} size={96} />
            <span>
              扫码在手机上查看
              <br />
              {item.platform}案例介绍
            </span>
          </div>
        </div>
        <img
          className="dc-cases__cover"
          src={item.cover}
          width={640}
          height={400}
          loading={imageLoading}
          decoding="async"
          alt={`${item.platform}平台封面`}
        />
      </div>
    </div>
  );
}
