import { describe, expect, it } from 'vitest';
import { faqJsonLd } from './faqJsonLd.ts';

describe('faqJsonLd', () => {
  it('is a schema.org FAQPage of the questions and answers, in their language', () => {
    const text = faqJsonLd(
      [
        { question: 'Muss ich etwas signieren?', answer: 'Nein.' },
        { question: 'Woher kommen die Preise?', answer: 'Von Chainlink.\nDirekt von der Kette.' },
      ],
      'de',
    );
    expect(JSON.parse(text ?? '')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: 'de',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Muss ich etwas signieren?',
          acceptedAnswer: { '@type': 'Answer', text: 'Nein.' },
        },
        {
          '@type': 'Question',
          name: 'Woher kommen die Preise?',
          acceptedAnswer: { '@type': 'Answer', text: 'Von Chainlink.\nDirekt von der Kette.' },
        },
      ],
    });
  });

  it('cannot close its script element, whatever an answer says', () => {
    const text = faqJsonLd([{ question: 'Q', answer: '</script><script>alert(1)</script>' }], 'en') ?? '';
    expect(text).not.toContain('<');
    expect(JSON.parse(text).mainEntity[0].acceptedAnswer.text).toBe('</script><script>alert(1)</script>');
  });

  it('is null with no question', () => {
    expect(faqJsonLd([], 'en')).toBeNull();
  });
});
