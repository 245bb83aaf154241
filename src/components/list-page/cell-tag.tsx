import type { ReactNode } from 'react';

/** The preset and status colours antd's Tag styles (its prebuilt stylesheet has a class for each). */
export type CellTagColour = 'default' | 'processing' | 'success' | 'error' | 'warning' | 'blue' | 'green';

/**
 * A table cell's status tag: antd's filled Tag as plain markup (the classes of antd's prebuilt stylesheet). A list
 * page renders one or two per row, up to 100 rows at once, and antd's Tag component resolves theme, variant and
 * semantic styles per instance, which a label in a cell does not use. Without a colour it is antd's plain Tag.
 */
export function CellTag({ color, children }: { color?: CellTagColour; children: ReactNode }) {
  return (
    <span className={color ? `ant-tag ant-tag-filled ant-tag-${color}` : 'ant-tag ant-tag-filled'}>{children}</span>
  );
}
