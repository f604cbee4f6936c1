import { type SubmitEvent, useEffect, useRef } from 'react';
import type { ErrorInfo } from '../../lib/errors/AppError.ts';
import './watch.css';

/** Props of {@link WatchForm}. */
export interface WatchFormProps {
  error: ErrorInfo | null;
  resolving: string | null;
  initialInput: string;
  onSubmit(input: string): void;
  onIntent(): void;
}

/**
 * The "check any address" form. It is a plain GET form to `/?address=…`, so it works before hydration; once
 * hydrated it validates in place and shows a specific message for each kind of bad input.
 */
export function WatchForm({ error, resolving, initialInput, onSubmit, onIntent }: WatchFormProps) {
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
      action="/"
      aria-label="Check an address"
      onSubmit={submit}
      noValidate
    >
      <label htmlFor="watch-address">Address or ENS name</label>
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
          placeholder="0x… or name.eth"
          aria-describedby={error ? 'watch-error' : 'watch-hint'}
          aria-invalid={error ? true : undefined}
          onFocus={onIntent}
        />
        <button type="submit" className="button button-secondary">
          Check
        </button>
      </div>
      {error ? (
        <p id="watch-error" className="field-error" role="alert">
          {error.message}
          {error.details ? <span className="field-error-details"> ({error.details})</span> : null}
        </p>
      ) : (
        <p id="watch-hint" className="field-hint" role="status">
          {resolving ? `Looking up ${resolving}…` : 'Nothing is stored; the link can be shared.'}
        </p>
      )}
    </form>
  );
}
