import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Translates a route-title key (`route.<key>`, falling back to the key); re-renders on a language change. */
export function useRouteTitle(): (titleKey: string | undefined) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (titleKey: string | undefined) => {
      if (!titleKey) return '';
      const key = `route.${titleKey}`;
      return i18n.exists(key) ? t(key) : titleKey;
    },
    // i18n.language: the callback must change identity when the language does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n, i18n.language],
  );
}
