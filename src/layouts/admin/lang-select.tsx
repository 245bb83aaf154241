import { Dropdown } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { LANGUAGES, type Language } from '@/lib/language';
import { useAppStore } from '@/stores/app';

/** SPEC §2 language switcher: the current language is disabled; switching re-renders the shell and antd's locale. */
export function LangSelect() {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  return (
    <Dropdown
      trigger={['click']}
      // Opened from the keyboard, the menu takes focus so the arrow keys move through the languages.
      autoFocus
      menu={{
        selectedKeys: [language],
        items: LANGUAGES.map((key) => ({ key, label: t(`navbar.languages.${key}`), disabled: key === language })),
        onClick: ({ key }) => {
          useAppStore.getState().setLanguage(key as Language);
          notify.success(t('navbar.switchLanguageSuccess'));
        },
      }}
    >
      <button type="button" className="navbar__icon-button" aria-label={t('navbar.language')}>
        <TranslationOutlined />
      </button>
    </Dropdown>
  );
}
