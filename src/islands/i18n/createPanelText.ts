import type { PanelMessages } from '../../i18n/catalogueTypes.ts';
import type english from '../../i18n/panel/en.ts';
import type { CallFormat } from '../../lib/config/checkCallEntry.ts';
import type { ErrorInfo } from '../../lib/errors/AppError.ts';
import { formatAmount } from '../../lib/format/formatAmount.ts';
import { formatCallValue } from '../../lib/format/formatCallValue.ts';
import { formatCount } from '../../lib/format/formatCount.ts';
import { formatDate, formatLocalDate } from '../../lib/format/formatDate.ts';
import { formatMessage } from '../../lib/format/formatMessage.ts';
import { formatUsd } from '../../lib/format/formatUsd.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { Text, ValuesArgs } from '../../lib/i18n/messageTypes.ts';

/** A key of the panel's own words. */
export type UiKey = keyof typeof english.ui;

/** An error in words: the catalogue's sentence for its code, and what happened underneath, if known. */
export interface ErrorText {
  message: string;
  detail: string | null;
}

/** The panel's words and number formats in one language. */
export interface PanelText {
  locale: Locale;
  /** The panel's message `key`, with its values filled in. */
  t<Key extends UiKey>(key: Key, ...values: ValuesArgs<(typeof english.ui)[Key]>): string;
  /** An error's sentence and detail. */
  error(error: ErrorInfo): ErrorText;
  /** An error's sentence and detail as one line (a tooltip). */
  errorLine(error: ErrorInfo | null): string;
  amount: (
    raw: bigint,
    decimals: number,
    options?: { allDigits?: boolean },
  ) => ReturnType<typeof formatAmount>;
  usd: (cents: bigint, dust?: boolean) => string;
  count: (value: bigint | number) => string;
  date: (seconds: bigint) => string | null;
  /** A time in the visitor's own time zone, named: when something happens for the one reading it. */
  localDate: (seconds: number) => string | null;
  callValue: (value: bigint | boolean | string, format: CallFormat) => ReturnType<typeof formatCallValue>;
}

/** The panel's words and formats in `locale`, from its catalogue. */
export function createPanelText(locale: Locale, messages: PanelMessages): PanelText {
  const error = ({ code, values, detail }: ErrorInfo): ErrorText => ({
    message: formatMessage(locale, messages.errors[code], values),
    detail: detail ? formatMessage(locale, messages.details[detail.key], detail.values) : null,
  });
  return {
    locale,
    t: (key, ...[values]) => formatMessage(locale, messages.ui[key] as Text, values),
    error,
    errorLine: (info) => {
      if (!info) return '';
      const { message, detail } = error(info);
      return detail ? `${message} ${detail}` : message;
    },
    amount: (raw, decimals, options) => formatAmount(raw, decimals, locale, options),
    usd: (cents, dust) => formatUsd(cents, locale, dust),
    count: (value) => formatCount(value, locale),
    date: (seconds) => formatDate(seconds, locale),
    localDate: (seconds) => formatLocalDate(seconds, locale),
    callValue: (value, format) => formatCallValue(value, format, locale),
  };
}
