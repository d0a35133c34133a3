import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Safe Exam Browser (docs/exams.md, "Access rules"): the configuration the server generates for an exam, its Config
 * Key, and the check of the hashes SEB sends with every request. Per SEB's developer documentation ("Config Key"):
 * the Config Key is the SHA-256 (Base16, lower case) of the settings as "SEB-JSON" — keys sorted case-insensitively at
 * every level, no whitespace, strings not escaped, originatorVersion left out — and a request's
 * X-SafeExamBrowser-ConfigKeyHash is the SHA-256 of the absolute URL (without a fragment) followed by the Config Key;
 * X-SafeExamBrowser-RequestHash is the same with the Browser Exam Key.
 */
export type SebValue = string | number | boolean | SebValue[] | { [key: string]: SebValue };
export type SebSettings = { [key: string]: SebValue };

const byKey = (a: string, b: string) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

/** SEB-JSON: the form the Config Key is computed from. Empty dictionaries are left out, as SEB does. */
export function sebJson(value: SebValue): string {
  if (typeof value === 'string') return `"${value}"`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(sebJson).join(',')}]`;
  const keys = Object.keys(value)
    .filter((key) => !isEmptyDict(value[key]))
    .sort(byKey);
  return `{${keys.map((key) => `"${key}":${sebJson(value[key])}`).join(',')}}`;
}

const isEmptyDict = (value: SebValue) => typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0;

export function configKeyOf(settings: SebSettings): string {
  const { originatorVersion: _ignored, ...rest } = settings;
  return createHash('sha256').update(sebJson(rest), 'utf8').digest('hex');
}

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function plistValue(value: SebValue, indent: string): string {
  if (typeof value === 'string') return `${indent}<string>${escapeXml(value)}</string>`;
  if (typeof value === 'boolean') return `${indent}<${value}/>`;
  if (typeof value === 'number') return Number.isInteger(value) ? `${indent}<integer>${value}</integer>` : `${indent}<real>${value}</real>`;
  if (Array.isArray(value)) return `${indent}<array>\n${value.map((item) => plistValue(item, `${indent}  `)).join('\n')}\n${indent}</array>`;
  const entries = Object.keys(value).sort(byKey).map((key) => `${indent}  <key>${escapeXml(key)}</key>\n${plistValue(value[key], `${indent}  `)}`);
  return `${indent}<dict>\n${entries.join('\n')}\n${indent}</dict>`;
}

/** The settings as an unencrypted .seb file (an XML property list), which SEB opens as it is. */
export function sebFile(settings: SebSettings): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
    '<plist version="1.0">',
    plistValue(settings, ''),
    '</plist>',
    '',
  ].join('\n');
}

/**
 * The configuration of one exam: SEB starts at the students' home here (the exam named in the address, so each exam's
 * configuration has its own Config Key), quits at the sign-out page, opens only this server's pages, and sends its
 * keys' hashes in every request's headers (with the classic web view on macOS, which can send them).
 */
export function sebSettingsOf(publicUrl: string, examId: number): SebSettings {
  const origin = new URL(publicUrl);
  return {
    originatorVersion: 'ExamHall',
    startURL: `${origin.origin}/?exam=${examId}`,
    quitURL: `${origin.origin}/bye-bye`,
    quitURLConfirm: true,
    allowQuit: true,
    sendBrowserExamKey: true,
    browserWindowWebView: 2,
    examSessionClearCookiesOnStart: true,
    URLFilterEnable: true,
    URLFilterEnableContentFilter: false,
    URLFilterRules: [{ action: 1, active: true, expression: `${origin.host}/*`, regex: false }],
  };
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Whether `hash` (the header's hex) is SHA-256(url + key) for one of the keys. */
export function hashMatches(url: string, keys: string[], hash: string | undefined): boolean {
  if (hash === undefined || !/^[0-9a-fA-F]{64}$/.test(hash)) return false;
  const given = Buffer.from(hash.toLowerCase(), 'hex');
  return keys.some((key) => timingSafeEqual(sha256(`${url}${key.toLowerCase()}`), given));
}
