import type { ErrorInfo } from '../../lib/errors/AppError.ts';
import { usePanelText } from '../i18n/PanelTextContext.tsx';
import './failedValue.css';

/** "—" for a value that could not be read, with why on hover (and for screen readers). */
export function FailedValue({ error, className = '' }: { error: ErrorInfo | null; className?: string }) {
  const text = usePanelText();
  return (
    <span className={`value-failed ${className}`} title={text.errorLine(error)}>
      —<span className="visually-hidden"> {error ? text.error(error).message : ''}</span>
    </span>
  );
}
