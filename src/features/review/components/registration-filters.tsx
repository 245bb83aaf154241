import { useState } from 'react';
import { Button, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RegistrationStatusFilter } from '../use-registrations';

export interface RegistrationFilterValues {
  status?: RegistrationStatusFilter;
  userType?: number;
  keywords?: string;
}

const STATUSES: RegistrationStatusFilter[] = ['pending', 'approved', 'rejected'];
const USER_TYPES = [1, 2, 3];

/** Status, registration type and a keyword over organisation, account and phone. */
export function RegistrationFilters({
  value,
  onSearch,
}: {
  value: RegistrationFilterValues;
  onSearch: (next: RegistrationFilterValues) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [syncedWith, setSyncedWith] = useState(value);
  // Filters changed from outside (a count clicked): show them.
  if (syncedWith !== value) {
    setSyncedWith(value);
    setDraft(value);
  }
  const all = t('management.common.all');

  return (
    <Form layout="inline" component="div" className="management-filters">
      <Form.Item label={<label htmlFor="review-filter-status">{t('management.review.status')}</label>}>
        <Select
          id="review-filter-status"
          style={{ width: 140 }}
          value={draft.status ?? ''}
          options={[
            { value: '', label: all },
            ...STATUSES.map((status) => ({ value: status, label: t(`management.review.statuses.${status}`) })),
          ]}
          onChange={(status: string) =>
            setDraft({ ...draft, status: (status || undefined) as RegistrationStatusFilter | undefined })
          }
        />
      </Form.Item>
      <Form.Item label={<label htmlFor="review-filter-type">{t('management.review.userType')}</label>}>
        <Select
          id="review-filter-type"
          style={{ width: 140 }}
          value={draft.userType ?? 0}
          options={[
            { value: 0, label: all },
            ...USER_TYPES.map((type) => ({ value: type, label: t(`management.review.userTypes.${type}`) })),
          ]}
          onChange={(userType: number) => setDraft({ ...draft, userType: userType || undefined })}
        />
      </Form.Item>
      <Form.Item label={<label htmlFor="review-filter-keywords">{t('management.review.keywords')}</label>}>
        <Input
          id="review-filter-keywords"
          allowClear
          maxLength={50}
          style={{ width: 220 }}
          placeholder={t('management.review.keywordsPlaceholder')}
          value={draft.keywords ?? ''}
          onChange={(event) => setDraft({ ...draft, keywords: event.target.value })}
          onPressEnter={() => onSearch(draft)}
        />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button autoInsertSpace={false} type="primary" onClick={() => onSearch(draft)}>
            {t('management.common.search')}
          </Button>
          <Button
            autoInsertSpace={false}
            onClick={() => {
              setDraft({});
              onSearch({});
            }}
          >
            {t('management.common.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
