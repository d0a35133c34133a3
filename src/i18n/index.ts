import { en } from './locales/en';

// A small i18n layer: English is the default and only bundled language; another language is a locale object of
// the same shape registered with registerLocale. Keys are dotted paths into the locale object; {name}
// placeholders are filled from params.
type Dict = { readonly [key: string]: string | Dict };

const locales: Record<string, Dict> = { en };
let current = 'en';

export function registerLocale(code: string, messages: Dict) {
  locales[code] = messages;
}

function merge(target: Record<string, string | Dict>, source: Dict) {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value !== 'string' && existing !== undefined && typeof existing !== 'string') {
      const copy = { ...existing };
      merge(copy, value);
      target[key] = copy;
    } else {
      target[key] = value;
    }
  }
}

/**
 * Adds a feature's strings to a locale (creating the locale if needed). Features call it when their module loads,
 * so their strings arrive with their lazy chunk; registering the same strings again changes nothing.
 */
export function registerMessages(code: string, messages: Dict) {
  const target: Record<string, string | Dict> = { ...(locales[code] ?? {}) };
  merge(target, messages);
  locales[code] = target;
}

export function setLocale(code: string) {
  if (locales[code]) current = code;
}

function lookup(dict: Dict | undefined, key: string): string | undefined {
  let node: string | Dict | undefined = dict;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function t(key: string, params?: Record<string, string | number>): string {
  const text = lookup(locales[current], key) ?? lookup(locales.en, key) ?? key;
  return params ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m)) : text;
}

export function useT() {
  return t;
}
