import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Status buttons, each with its count once the list has loaded ("152+" when the server stopped counting at its cap:
 * a lower bound). The organisation's own list leads with 'all' and the grand total; the review queues end with a
 * bare 'all'.
 */
export function StatusFilter<Status extends string>({
  statuses,
  counts,
  capped = false,
  value,
  onChange,
  all,
}: {
  statuses: readonly Status[];
  counts: Record<Status, number> | undefined;
  capped?: boolean | undefined;
  value: Status | 'all';
  onChange: (value: Status | 'all') => void;
  all: 'first-with-total' | 'last';
}) {
  const { t } = useTranslation();
  const more = capped ? '+' : '';
  const byStatus = statuses.map((status) => ({
    value: status,
    label: `${t(`talent.status.${status}`)}${counts ? ` ${counts[status]}${more}` : ''}`,
  }));
  const total = counts ? statuses.reduce((sum, status) => sum + counts[status], 0) : undefined;
  const options =
    all === 'last'
      ? [...byStatus, { value: 'all' as const, label: t('talent.status.all') }]
      : [
          {
            value: 'all' as const,
            label: `${t('talent.status.all')}${total === undefined ? '' : ` ${total}${more}`}`,
          },
          ...byStatus,
        ];
  return (
    <Radio.Group
      value={value}
      optionType="button"
      aria-label={t('talent.fields.status')}
      onChange={(event) => onChange(event.target.value as Status | 'all')}
      options={options}
    />
  );
}
