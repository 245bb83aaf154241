import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Keyword box with its search button; hands over the trimmed text on Enter or click. */
export function KeywordSearch({ placeholder, onSearch }: { placeholder: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const search = () => onSearch(input.trim());
  return (
    <Space.Compact className="talent-filters__search">
      <Input
        allowClear
        aria-label={t('talent.fields.keywords')}
        placeholder={placeholder}
        value={input}
        maxLength={50}
        onChange={(event) => setInput(event.target.value)}
        onPressEnter={search}
      />
      <Button autoInsertSpace={false} icon={<SearchOutlined aria-hidden />} onClick={search}>
        {t('talent.actions.search')}
      </Button>
    </Space.Compact>
  );
}
