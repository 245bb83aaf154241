import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** A table row's link button; the accessible name carries the person, e.g. 「查看 林小雨」. */
export function RowActionButton({
  action,
  name,
  onClick,
}: {
  action: 'view' | 'edit';
  name: string;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      autoInsertSpace={false}
      type="link"
      size="small"
      onClick={onClick}
      aria-label={`${t(`talent.actions.${action}`)} ${name}`}
    >
      {t(`talent.actions.${action}`)}
    </Button>
  );
}
