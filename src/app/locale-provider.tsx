import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useEffect, useState, type ReactNode } from 'react';
import { selectLanguage } from '../core/settings/settings-slice';
import { browserLanguage, loadLanguage, type Language } from '../i18n';
import { useAppSelector } from '../core/hooks';

// antd's own strings (pagination, pickers, empty tables, confirm buttons) in the user's language, loaded with it.
// English is antd's built-in default, so English pages load no locale at all.
const antdLocales: Record<Language, () => Promise<Locale | undefined>> = {
  en: () => Promise.resolve(undefined),
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
    }).catch((error: unknown) => console.error('Could not load the language', language, error));
    return () => {
      live = false;
    };
  }, [language]);
  return <ConfigProvider locale={antdLocale}>{children}</ConfigProvider>;
}
