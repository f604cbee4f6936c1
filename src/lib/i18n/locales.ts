/**
 * The languages the page ships, in the order the language switch lists them. Each has its BCP 47 code (as an
 * owner writes it in `locales`), its name in its own language, its text direction and its Open Graph locale.
 */
export const LOCALES = [
  { code: 'en', name: 'English', dir: 'ltr', og: 'en_US' },
  { code: 'es', name: 'Español', dir: 'ltr', og: 'es_ES' },
  { code: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr', og: 'pt_BR' },
  { code: 'fr', name: 'Français', dir: 'ltr', og: 'fr_FR' },
  { code: 'de', name: 'Deutsch', dir: 'ltr', og: 'de_DE' },
  { code: 'it', name: 'Italiano', dir: 'ltr', og: 'it_IT' },
  { code: 'nl', name: 'Nederlands', dir: 'ltr', og: 'nl_NL' },
  { code: 'tr', name: 'Türkçe', dir: 'ltr', og: 'tr_TR' },
  { code: 'ru', name: 'Русский', dir: 'ltr', og: 'ru_RU' },
  { code: 'uk', name: 'Українська', dir: 'ltr', og: 'uk_UA' },
  { code: 'pl', name: 'Polski', dir: 'ltr', og: 'pl_PL' },
  { code: 'zh-CN', name: '简体中文', dir: 'ltr', og: 'zh_CN' },
  { code: 'zh-TW', name: '繁體中文', dir: 'ltr', og: 'zh_TW' },
  { code: 'ja', name: '日本語', dir: 'ltr', og: 'ja_JP' },
  { code: 'ko', name: '한국어', dir: 'ltr', og: 'ko_KR' },
  { code: 'vi', name: 'Tiếng Việt', dir: 'ltr', og: 'vi_VN' },
  { code: 'id', name: 'Bahasa Indonesia', dir: 'ltr', og: 'id_ID' },
  { code: 'th', name: 'ไทย', dir: 'ltr', og: 'th_TH' },
  { code: 'hi', name: 'हिन्दी', dir: 'ltr', og: 'hi_IN' },
  { code: 'ar', name: 'العربية', dir: 'rtl', og: 'ar_AR' },
] as const;

/** One language the page ships: a BCP 47 code such as `de` or `pt-BR`. */
export type Locale = (typeof LOCALES)[number]['code'];

/** What the page knows of one language. */
export type LocaleInfo = (typeof LOCALES)[number];

/** Every locale code, in {@link LOCALES} order. */
export const LOCALE_CODES: readonly Locale[] = LOCALES.map((locale) => locale.code);

/** True when `value` is a locale the page ships. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

/** What the page knows of `locale`. */
export function localeInfo(locale: Locale): LocaleInfo {
  const info = LOCALES.find((candidate) => candidate.code === locale);
  if (!info) throw new RangeError(`unknown locale ${locale}`);
  return info;
}
