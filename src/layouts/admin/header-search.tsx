import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Select, type RefSelectProps } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/stores/app';
import { usePermissionStore } from '@/stores/permission';
import { useSettingsStore } from '@/stores/settings';
import { buildSearchPool, searchMenus, type PinyinOf } from './search-index';
import { useRouteTitle } from './use-route-title';

/** Pinyin search only with Chinese active and the setting on (SPEC §2). */
export function usePinyinSearch(): boolean {
  const language = useAppStore((state) => state.language);
  const supportPinyinSearch = useSettingsStore((state) => state.supportPinyinSearch);
  return language === 'zh' && supportPinyinSearch;
}

/** SPEC §2 header search: fuse.js over the reachable menu titles; pinyin-pro is loaded only when needed. */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const routes = usePermissionStore((state) => state.addRoutes);
  const title = useRouteTitle();
  const pinyinWanted = usePinyinSearch();
  const [pinyinOf, setPinyinOf] = useState<PinyinOf | null>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const selectRef = useRef<RefSelectProps>(null);

  useEffect(() => {
    if (!pinyinWanted || pinyinOf) return;
    let cancelled = false;
    void import('./pinyin-of').then((module) => {
      if (!cancelled) setPinyinOf(() => module.pinyinOf);
    });
    return () => {
      cancelled = true;
    };
  }, [pinyinWanted, pinyinOf]);

  const pool = useMemo(
    () => buildSearchPool(routes, title, pinyinWanted && pinyinOf ? pinyinOf : undefined),
    [routes, title, pinyinWanted, pinyinOf],
  );
  const results = useMemo(() => searchMenus(pool, query), [pool, query]);

  useEffect(() => {
    if (open) selectRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setQuery('');
  };

  return (
    <div className={`header-search${open ? ' is-open' : ''}`}>
      <button
        type="button"
        className="navbar__icon-button"
        aria-label={t('navbar.search')}
        aria-expanded={open}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <SearchOutlined />
      </button>
      {open && (
        <Select
          ref={selectRef}
          className="header-search__select"
          showSearch={{ filterOption: false, onSearch: setQuery, searchValue: query }}
          value={null}
          placeholder={t('navbar.search')}
          aria-label={t('navbar.search')}
          defaultOpen
          notFoundContent={query.trim() ? undefined : null}
          options={results.map((item) => ({ value: item.path, label: item.title.join(' > ') }))}
          onChange={(path: string) => {
            close();
            navigate(path);
          }}
          onBlur={close}
        />
      )}
    </div>
  );
}
