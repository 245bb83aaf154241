import type { ReactNode } from 'react';
import { Button } from 'antd';

/** A table row's action: a small link button whose accessible name says which row it acts on, e.g. 「查看 林小雨」. */
export function RowAction({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Button autoInsertSpace={false} type="link" size="small" aria-label={label} onClick={onClick}>
      {children}
    </Button>
  );
}
