import i18next, { type Resource } from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next, useTranslation } from 'react-i18next';
import { en } from './locales/en';

/**
 * i18next with ICU MessageFormat (`{name}`, `{count, plural, one {…} few {…} other {…}}`, CLDR plural rules per
 * language through Intl). Namespaces follow who needs the strings: `app` (the shell, core, shared components) is
 * bundled; a feature's English namespace arrives with its lazy chunk (`registerMessages`). Another language is
 * loaded as one lazy chunk when it is chosen (`loadLanguage`), all namespaces at once, so no page shows a mix.
 */
export const LANGUAGES = ['en', 'hr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The BCP 47 locale each language formats dates and numbers with (en-GB: day before month, 24-hour clock). */
export const FORMAT_LOCALES: Record<Language, string> = { en: 'en-GB', hr: 'hr-HR' };

type Messages = Resource[string][string];

/** Loaders of the languages that are not bundled: each resolves to every namespace of the language. */
const languagePacks: Record<Exclude<Language, 'en'>, () => Promise<Record<string, Messages>>> = {
  hr: () => import('./locales/hr/pack').then((module) => module.pack),
};

const i18n = i18next.createInstance();
void i18n
  .use(new ICU())
  .use(initReactI18next)
  .init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: ['app'],
    defaultNS: 'app',
    fallbackNS: [],
    resources: { en: { app: en as Messages } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });

export { i18n };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The browser's preferred language when it is one of ours, else English. */
export function browserLanguage(): Language {
  const preferred = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  for (const tag of preferred) {
    const base = tag?.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * Adds a feature's English strings as its namespace (features call it when their module loads, so the strings
 * travel in their lazy chunk). Keys keep their full dotted path, so `t('admin.courses.cardTitle')` finds them in any
 * namespace: every registered namespace is a fallback of the default one.
 */
export function registerMessages(namespace: string, messages: object) {
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, messages as Messages, true, true);
  const fallbacks = (i18n.options.fallbackNS || []) as string[];
  if (!fallbacks.includes(namespace)) i18n.options.fallbackNS = [...fallbacks, namespace];
}

const loadedLanguages = new Set<Language>(['en']);

/** Loads a language (once) and switches to it. */
export async function loadLanguage(language: Language): Promise<void> {
  if (!loadedLanguages.has(language) && language !== 'en') {
    const pack = await languagePacks[language]();
    for (const [namespace, messages] of Object.entries(pack)) i18n.addResourceBundle(language, namespace, messages, true, true);
    loadedLanguages.add(language);
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export type TranslateParams = Record<string, string | number | boolean | null | undefined>;

/** Translates a key; `{name}` placeholders and ICU plurals take their values from `params`. */
export function t(key: string, params?: TranslateParams): string {
  return i18n.t(key, params as Record<string, unknown>) as string;
}

/** `t` for components: re-renders the component when the language changes. */
export function useT(): typeof t {
  useTranslation();
  return t;
}
