import { useRef, useState, type KeyboardEvent } from 'react';
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

/**
 * The theme colour: antd's ColorPicker for the pointer, and for the keyboard a trigger button, the hue slider, the hex
 * field and the presets as buttons (antd draws its presets as plain blocks, out of the Tab order). The panel is
 * rendered inside the drawer, right after its trigger, so Tab goes on into it and stays in the drawer; Escape closes
 * the panel only, focus back on its trigger.
 */
function ThemeColour() {
  const { t } = useTranslation();
  const theme = useSettingsStore((state) => state.theme);
  const changeSetting = useSettingsStore((state) => state.changeSetting);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const choose = (colour: string) => changeSetting('theme', colour);
  // antd gives the hue slider and the hex field no name: they get theirs once the panel is in the page.
  const labelPanel = (panel: HTMLElement | null) => {
    panel?.querySelector('.ant-color-picker-slider [role="slider"]')?.setAttribute('aria-label', t('settings.hue'));
    panel?.querySelector('.ant-color-picker-hex-input input')?.setAttribute('aria-label', t('settings.hex'));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
    trigger.current?.focus();
  };
  return (
    <div className="settings-panel__row">
      <span id="settings-theme-label">{t('settings.theme')}</span>
      <ColorPicker
        open={open}
        onOpenChange={setOpen}
        value={theme}
        disabledAlpha
        disabledFormat
        destroyOnHidden
        getPopupContainer={(node) => node.parentElement ?? document.body}
        onChangeComplete={(color) => choose(color.toHexString())}
        panelRender={(_panel, { components: { Picker } }) => (
          <div ref={labelPanel} className="theme-colour" onKeyDown={onKeyDown}>
            <Picker />
            <div role="group" aria-label={t('settings.presets')} className="theme-colour__presets">
              {THEME_PRESETS.map((colour) => (
                <button
                  key={colour}
                  type="button"
                  className="theme-colour__preset"
                  style={{ background: colour }}
                  aria-label={colour}
                  aria-pressed={colour.toLowerCase() === theme.toLowerCase()}
                  onClick={() => choose(colour)}
                />
              ))}
            </div>
          </div>
        )}
      >
        <button
          ref={trigger}
          type="button"
          className="theme-colour__trigger"
          aria-label={`${t('settings.theme')} ${theme}`}
          aria-expanded={open}
        >
          <span className="theme-colour__swatch" style={{ background: theme }} />
        </button>
      </ColorPicker>
    </div>
  );
}

/** SPEC §2 settings drawer: theme colour (antd tokens, nothing from a CDN) and layout switches; persisted. */
export function SettingsPanel({ buttonTop = RIGHT_PANEL_TOP }: { buttonTop?: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const language = useAppStore((state) => state.language);
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
        // Escape closes the drawer from wherever focus is in it, the colour panel's trigger too: antd's own Escape
        // goes to its topmost layer, which the closed colour panel can stay registered as.
        drawerRender={(drawer) => (
          <div
            onKeyDown={(event) => {
              if (event.key === 'Escape') setOpen(false);
            }}
          >
            {drawer}
          </div>
        )}
        // antd focuses the drawer's root, outside its dialog; closed, focus goes back to the button.
        afterOpenChange={(visible) => {
          if (visible) focusOpenedDialog('.settings-panel');
          else returnFocus(button.current, undefined, '.settings-panel');
        }}
      >
        <ThemeColour />
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
