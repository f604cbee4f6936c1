import type { Locale } from '../i18n/locales.ts';
import type { FaqEntry } from './shapeSectionTree.ts';

/**
 * The schema.org `FAQPage` of a page's FAQ sections, as JSON-LD script text: each question with its answer,
 * in the language they are written in. `<` is escaped so no answer can close the script element. Null when
 * the page has no question.
 */
export function faqJsonLd(entries: readonly FaqEntry[], lang: Locale): string | null {
  if (entries.length === 0) return null;
  const page = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: lang,
    mainEntity: entries.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
  return JSON.stringify(page).replaceAll('<', '\\u003c');
}
