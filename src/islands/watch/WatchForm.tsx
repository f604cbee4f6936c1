import { type SubmitEvent, useEffect, useRef } from 'react';
import type { ErrorInfo } from '../../lib/errors/AppError.ts';
import { usePanelText } from '../i18n/PanelTextContext.tsx';
import './watch.css';

/** Props of {@link WatchForm}. */
export interface WatchFormProps {
  /** The page the form sends `?address=` to before hydration: this language's home. */
  action: string;
  error: ErrorInfo | null;
  resolving: string | null;
  initialInput: string;
  onSubmit(input: string): void;
  onIntent(): void;
}

/**
 * The "check any address" form. It is a plain GET form to `?address=…` on this language's home, so it works before hydration; once
 * hydrated it validates in place and shows a specific message for each kind of bad input.
 */
export function WatchForm({ action, error, resolving, initialInput, onSubmit, onIntent }: WatchFormProps) {
  const text = usePanelText();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current && input.current.value === '' && initialInput !== '')
      input.current.value = initialInput;
  }, [initialInput]);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(input.current?.value ?? '');
  };
  return (
    <form
      className="watch-form"
      method="get"
      action={action}
      aria-label={text.t('watchFormLabel')}
      onSubmit={submit}
      noValidate
    >
      <label htmlFor="watch-address">{text.t('watchInputLabel')}</label>
      <div className="watch-row">
        <input
          ref={input}
          id="watch-address"
          name="address"
          type="text"
          inputMode="text"
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder={text.t('watchPlaceholder')}
          aria-describedby={error ? 'watch-error' : 'watch-hint'}
          aria-invalid={error ? true : undefined}
          onFocus={onIntent}
        />
        <button type="submit" className="button button-secondary">
          {text.t('check')}
        </button>
      </div>
      {error ? (
        <p id="watch-error" className="field-error" role="alert">
          {text.error(error).message}
          {error.detail ? <span className="field-error-details"> ({text.error(error).detail})</span> : null}
        </p>
      ) : (
        <p id="watch-hint" className="field-hint" role="status">
          {resolving ? text.t('lookingUp', { name: resolving }) : text.t('watchHint')}
        </p>
      )}
    </form>
  );
}
