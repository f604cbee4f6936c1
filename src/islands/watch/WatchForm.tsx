import { type KeyboardEvent, type SubmitEvent, useEffect, useRef } from 'react';
import { MAX_WATCHED_ACCOUNTS } from '../../lib/config/limits.ts';
import type { RefusedEntry } from '../../lib/input/parseAccountList.ts';
import { usePanelText } from '../i18n/PanelTextContext.tsx';
import { RefusedEntries } from './RefusedEntries.tsx';
import './watch.css';

/** Props of {@link WatchForm}. */
export interface WatchFormProps {
  /** The page the form sends `?address=` to before hydration: this language's home. */
  action: string;
  refused: readonly RefusedEntry[];
  moreRefused: number;
  resolving: readonly string[];
  initialInput: string;
  onSubmit(input: string): void;
  onIntent(): void;
}

/**
 * Submits the form on Enter, as a one-line box does; Shift+Enter starts a new line of the list (a paste keeps
 * its line breaks either way).
 */
export function submitOnEnter(event: KeyboardEvent<HTMLTextAreaElement>): void {
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}

/**
 * The "check any address" form: one address or ENS name, or up to 20 pasted together (commas, spaces or line
 * breaks between them). It is a plain GET form to `?address=…` on this language's home, so it works before
 * hydration; once hydrated it checks each entry in place and shows a specific message for each bad one.
 */
export function WatchForm({
  action,
  refused,
  moreRefused,
  resolving,
  initialInput,
  onSubmit,
  onIntent,
}: WatchFormProps) {
  const text = usePanelText();
  const input = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (input.current && input.current.value === '' && initialInput !== '')
      input.current.value = initialInput;
  }, [initialInput]);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(input.current?.value ?? '');
  };
  const failed = refused.length > 0;
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
        <textarea
          ref={input}
          id="watch-address"
          name="address"
          rows={1}
          inputMode="text"
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder={text.t('watchPlaceholder')}
          aria-describedby={failed ? 'watch-error' : 'watch-hint'}
          aria-invalid={failed ? true : undefined}
          onFocus={onIntent}
          onKeyDown={submitOnEnter}
        />
        <button type="submit" className="button button-secondary">
          {text.t('check')}
        </button>
      </div>
      {failed ? (
        <RefusedEntries id="watch-error" refused={refused} more={moreRefused} named={refused.length > 1} />
      ) : (
        <p id="watch-hint" className="field-hint" role="status">
          {resolving.length > 0
            ? text.t('lookingUp', { name: resolving.join(', ') })
            : text.t('watchHint', { max: MAX_WATCHED_ACCOUNTS })}
        </p>
      )}
    </form>
  );
}
