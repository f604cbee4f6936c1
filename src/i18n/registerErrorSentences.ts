import type english from './panel/en.ts';

/** Gives lib's errors the English sentences their values are typed by (src/lib/errors/errorSentences.ts). */
declare module '../lib/errors/errorSentences.ts' {
  interface ErrorSentences {
    errors: typeof english.errors;
    details: typeof english.details;
  }
}
