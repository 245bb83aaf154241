import { useState } from 'react';
import { Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { LEAD_STATUSES, type Lead, type LeadStatus } from '@/contracts/leads';
import { notify } from '@/lib/notify';
import { useClickGuard } from '@/lib/use-click-guard';
import { updateLeadStatus } from '../api';

const NOTE_MAX = 500;

/** Status change with a note; the note is what an organisation sees as the operator's reply to its service request. */
export function LeadStatusDialog({
  lead,
  onClose,
  onSaved,
}: {
  lead: Lead;
  onClose: () => void;
  onSaved: (lead: Lead) => void;
}) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<LeadStatus>(lead.status === 'new' ? 'contacted' : lead.status);
  const [note, setNote] = useState(lead.note);
  const guard = useClickGuard();

  const save = () =>
    void guard.run(async () => {
      try {
        const saved = await updateLeadStatus({ id: lead.id, status, note: note.trim() });
        notify.success(t('management.leads.saved'));
        onSaved(saved);
      } catch {
        // The request layer showed the server's message.
      }
    });

  return (
    <Modal
      open
      title={`${t('management.leads.statusTitle')} · ${lead.name}`}
      okText={t('management.leads.save')}
      cancelText={t('management.common.cancel')}
      okButtonProps={{ autoInsertSpace: false, disabled: guard.disabled, loading: guard.disabled }}
      onOk={save}
      cancelButtonProps={{ autoInsertSpace: false }}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      <Form layout="vertical" component="div">
        <Form.Item label={<span id="lead-status-label">{t('management.leads.status')}</span>}>
          <Radio.Group
            aria-labelledby="lead-status-label"
            value={status}
            onChange={(event) => setStatus(event.target.value as LeadStatus)}
            options={LEAD_STATUSES.map((value) => ({ value, label: t(`management.leads.statuses.${value}`) }))}
          />
        </Form.Item>
        <Form.Item label={<label htmlFor="lead-status-note">{t('management.leads.note')}</label>}>
          <Input.TextArea
            id="lead-status-note"
            rows={4}
            value={note}
            maxLength={NOTE_MAX}
            showCount
            placeholder={t('management.leads.notePlaceholder')}
            onChange={(event) => setNote(event.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
