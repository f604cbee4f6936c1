import { useEffect, useState } from 'react';
import { usePanelText } from '../i18n/PanelTextContext.tsx';

/** Props of {@link CopyButton}. */
export interface CopyButtonProps {
  value: string;
  label: string;
}

/** A small button that copies `value` and says so for a moment. */
export function CopyButton({ value, label }: CopyButtonProps) {
  const text = usePanelText();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    navigator.clipboard.writeText(value).then(
      () => setCopied(true),
      () => undefined,
    );
  };
  return (
    <button type="button" className="icon-button" onClick={copy} aria-label={label} title={label}>
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        {copied ? (
          <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="1.8" />
        ) : (
          <path
            d="M5.5 2.5h7v9h-7zM3.5 4.5v9h7"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.4"
            strokeLinejoin="round"
          />
        )}
      </svg>
      <span className="visually-hidden" aria-live="polite">
        {copied ? text.t('copied') : ''}
      </span>
    </button>
  );
}
