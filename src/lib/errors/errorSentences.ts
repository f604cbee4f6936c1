/**
 * The English sentences of the errors a visitor may see (`errors`) and of their details (`details`), as types
 * only. The panel's English catalogue fills this in (src/i18n/registerErrorSentences.ts): lib never imports a
 * catalogue, yet types each code's values by the `{name}` placeholders of its sentence, as `t()` does.
 */
// biome-ignore lint/suspicious/noEmptyInterface: declaration merging fills it in, as wagmi's `Register` is.
export interface ErrorSentences {}
