import type { ErrorInfo } from '../../lib/errors/AppError.ts';
import './failedValue.css';

/** "—" for a value that could not be read, with why on hover (and for screen readers). */
export function FailedValue({ error, className = '' }: { error: ErrorInfo | null; className?: string }) {
  return (
    <span
      className={`value-failed ${className}`}
      title={[error?.message, error?.details].filter(Boolean).join(' ')}
    >
      —<span className="visually-hidden"> {error?.message}</span>
    </span>
  );
}
