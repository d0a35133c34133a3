import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useEffect, useState, type ReactNode } from 'react';
import { selectLanguage } from '../features/settings/settings-slice';
import { browserLanguage, loadLanguage, type Language } from '../i18n';
import { useAppSelector } from './hooks';

// antd's own strings (pagination, pickers, empty tables, confirm buttons) in the user's language, loaded with it.
const antdLocales: Record<Language, () => Promise<Locale>> = {
  en: () => import('antd/es/locale/en_GB').then((module) => module.default),
  hr: () => import('antd/es/locale/hr_HR').then((module) => module.default),
};

/** The chosen language (settings) or the browser's, applied to i18next, antd and `<html lang>`. */
export function useActiveLanguage(): Language {
  return useAppSelector(selectLanguage) ?? browserLanguage();
}

export function LocaleProvider({ children }: { children: ReactNode }) {
  const language = useActiveLanguage();
  const [antdLocale, setAntdLocale] = useState<Locale | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void Promise.all([loadLanguage(language), antdLocales[language]()]).then(([, locale]) => {
      if (live) setAntdLocale(locale);
    });
    return () => {
      live = false;
    };
  }, [language]);
  return <ConfigProvider locale={antdLocale}>{children}</ConfigProvider>;
}
