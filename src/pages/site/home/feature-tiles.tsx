import { useState } from 'react';
import type { FeatureTile, TileIconKey } from '@/content/home';
import { LineIcon, TILE_ICON_PATHS } from '@/layouts/site/site-icon';

/** SPEC §2: 8 tiles in 2 rows of 4; hovering tile n makes it current (bounce), leaving clears it. */
export function FeatureTiles({ tiles }: { tiles: FeatureTile<TileIconKey>[] }) {
  const [current, setCurrent] = useState<number | null>(null);
  const rows = [tiles.slice(0, 4), tiles.slice(4, 8)];
  return (
    <div className="feature-tiles">
      {rows.map((row, rowIndex) => (
        <ul key={rowIndex} className="feature-tiles__row" aria-label={`平台特性 第 ${rowIndex + 1} 行`}>
          {row.map((tile, index) => {
            const n = rowIndex * 4 + index + 1;
            const isCurrent = current === n;
            return (
              <li
                key={tile.title}
                className={`feature-tile${isCurrent ? ' is-current' : ''}`}
                data-tile={n}
                aria-current={isCurrent ? 'true' : undefined}
                onMouseEnter={() => setCurrent(n)}
                onMouseLeave={() => setCurrent(null)}
              >
                <span className="feature-tile__icon">
                  <LineIcon path={TILE_ICON_PATHS[tile.icon]} size={30} />
                </span>
                <h3 className="feature-tile__title">{tile.title}</h3>
                <p className="feature-tile__text">{tile.text}</p>
              </li>
            );
          })}
        </ul>
      ))}
    </div>
  );
}
