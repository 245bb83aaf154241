import { useState } from 'react';
import { Button, Input, Space, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useKeywordGate } from './use-keyword-gate';
import './list-page.css';

/**
 * Keyword box with its search button; hands over the trimmed text on Enter or click. A one-character keyword is
 * not handed over: the server refuses it, and the box says why.
 */
export function KeywordSearch({ placeholder, onSearch }: { placeholder: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const { tooShort, pass, edited } = useKeywordGate();
  const search = () => {
    if (pass(input)) onSearch(input.trim());
  };
  return (
    <div className="list-filters__search">
      <Space.Compact block>
        <Input
          allowClear
          aria-label={t('talent.fields.keywords')}
          aria-invalid={tooShort}
          status={tooShort ? 'error' : undefined}
          placeholder={placeholder}
          value={input}
          maxLength={50}
          onChange={(event) => {
            edited();
            setInput(event.target.value);
          }}
          onPressEnter={search}
        />
        <Button autoInsertSpace={false} icon={<SearchOutlined aria-hidden />} onClick={search}>
          {t('talent.actions.search')}
        </Button>
      </Space.Compact>
      {tooShort && (
        <Typography.Text type="danger" role="alert">
          {t('common.keywordsTooShort')}
        </Typography.Text>
      )}
    </div>
  );
}
