import type { PluralText } from '../lib/i18n/messageTypes.ts';
import type englishPage from './page/en.ts';
import type english from './panel/en.ts';

/**
 * A catalogue shaped as `Source`, the English one: the same groups and keys, none missing and none extra, each
 * message plain text where English has plain text, plural texts where English has them. That a translation keeps the English placeholders, and gives every plural
 * category its language uses, is checked by src/i18n/catalogues.test.ts.
 */
export type Translation<Source> = {
  readonly [Key in keyof Source]: Source[Key] extends string
    ? string
    : Source[Key] extends PluralText
      ? PluralText
      : Translation<Source[Key]>;
};

/** The wallet panel's words in one language (src/i18n/panel/<locale>.ts). */
export type PanelMessages = Translation<typeof english>;

/** The static pages' words in one language (src/i18n/page/<locale>.ts). */
export type PageMessages = Translation<typeof englishPage>;
