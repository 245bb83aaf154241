import type { ReactNode } from 'react';
import { Drawer } from 'antd';
import { DecisionPanel } from './decision-panel';

type Decide = (payload: { id: number; decision: 'approve' | 'reject'; reason: string }) => Promise<void>;

/** A review page's detail drawer: a pending record gets approve / reject, then the drawer closes and the list reloads. */
export function ReviewDrawer({
  open,
  record,
  onClose,
  size,
  title,
  idPrefix,
  decide,
  onDecided,
  children,
}: {
  open: boolean;
  record: { id: number; status: string } | null;
  onClose: () => void;
  size: number;
  title: string;
  idPrefix: string;
  decide: Decide;
  onDecided: () => Promise<void>;
  children: ReactNode;
}) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={size}
      title={title}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        record?.status === 'pending' ? (
          <DecisionPanel
            idPrefix={idPrefix}
            onDecide={async (decision, reason) => {
              await decide({ id: record.id, decision, reason });
              onClose();
              await onDecided();
            }}
          />
        ) : null
      }
    >
      {children}
    </Drawer>
  );
}
