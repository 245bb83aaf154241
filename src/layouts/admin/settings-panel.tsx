import { useRef, useState } from 'react';
import { Button, ColorPicker, Drawer, Switch } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { focusOpenedDialog, returnFocus } from '@/lib/dialog-focus';
import { useAppStore } from '@/stores/app';
import { useCareModeStore } from '@/stores/care-mode';
import { DEFAULT_THEME, useSettingsStore, type SettingsValues } from '@/stores/settings';

/** SPEC §9: the floating settings button sits 250 px from the top by default. */
export const RIGHT_PANEL_TOP = 250;

/** Theme presets: the SPEC default first, then calm admin colours. */
const THEME_PRESETS = [DEFAULT_THEME, '#409EFF', '#13c2c2', '#52c41a', '#722ed1', '#eb2f96', '#fa541c', '#304156'];

type SwitchKey = Exclude<keyof SettingsValues, 'theme' | 'showSettings'>;

function SettingSwitch({ id, setting, label }: { id: string; setting: SwitchKey; label: string }) {
  const checked = useSettingsStore((state) => state[setting]);
  const changeSetting = useSettingsStore((state) => state.changeSetting);
  return (
    <div className="settings-panel__row">
      <label htmlFor={id}>{label}</label>
      <Switch id={id} checked={checked} onChange={(value) => changeSetting(setting, value)} />
    </div>
  );
}

/** 关怀模式 in the drawer too: the same per-browser switch as the navbar's button (docs/accessibility.md). */
function CareModeSwitch({ label }: { label: string }) {
  const enabled = useCareModeStore((state) => state.enabled);
  const setEnabled = useCareModeStore((state) => state.setEnabled);
  return (
    <div className="settings-panel__row">
      <label htmlFor="settings-care-mode">{label}</label>
      <Switch id="settings-care-mode" checked={enabled} onChange={setEnabled} />
    </div>
  );
}

/** SPEC §2 settings drawer: theme colour (antd tokens, nothing from a CDN) and layout switches; persisted. */
export function SettingsPanel({ buttonTop = RIGHT_PANEL_TOP }: { buttonTop?: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const language = useAppStore((state) => state.language);
  const theme = useSettingsStore((state) => state.theme);
  const changeSetting = useSettingsStore((state) => state.changeSetting);
  const resetSettings = useSettingsStore((state) => state.resetSettings);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="right-panel__button"
        style={{ top: buttonTop }}
        aria-label={t('settings.open')}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <SettingOutlined />
      </button>
      <Drawer
        title={t('settings.title')}
        placement="right"
        size={300}
        open={open}
        onClose={() => setOpen(false)}
        rootClassName="settings-panel"
        // antd focuses the drawer's root, outside its dialog; closed, focus goes back to the button.
        afterOpenChange={(visible) => {
          if (visible) focusOpenedDialog('.settings-panel');
          else returnFocus(button.current, undefined, '.settings-panel');
        }}
      >
        <div className="settings-panel__row">
          <span id="settings-theme-label">{t('settings.theme')}</span>
          <ColorPicker
            aria-labelledby="settings-theme-label"
            value={theme}
            disabledAlpha
            presets={[{ label: t('settings.theme'), colors: THEME_PRESETS }]}
            onChangeComplete={(color) => changeSetting('theme', color.toHexString())}
          />
        </div>
        <SettingSwitch id="settings-tags-view" setting="tagsView" label={t('settings.tagsView')} />
        <SettingSwitch id="settings-fixed-header" setting="fixedHeader" label={t('settings.fixedHeader')} />
        <SettingSwitch id="settings-sidebar-logo" setting="sidebarLogo" label={t('settings.sidebarLogo')} />
        {language === 'zh' && (
          <SettingSwitch id="settings-pinyin-search" setting="supportPinyinSearch" label={t('settings.pinyinSearch')} />
        )}
        <CareModeSwitch label={t('settings.careMode')} />
        <Button className="settings-panel__reset" block onClick={resetSettings}>
          {t('settings.reset')}
        </Button>
      </Drawer>
    </>
  );
}
