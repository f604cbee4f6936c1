import { type SubmitEvent, useRef } from 'react';
import { MAX_WATCHED_ACCOUNTS } from '../../lib/config/limits.ts';
import { usePanelText } from '../i18n/PanelTextContext.tsx';
import { submitOnEnter } from '../watch/WatchForm.tsx';

/** Props of {@link AddAccountForm}. */
export interface AddAccountFormProps {
  /** No more accounts fit in the view. */
  full: boolean;
  onAdd(input: string): void;
}

/**
 * Adds accounts to the view, one by one or several pasted together; the box empties once they are given, and
 * what is refused is said above the list with why.
 */
export function AddAccountForm({ full, onAdd }: AddAccountFormProps) {
  const text = usePanelText();
  const input = useRef<HTMLTextAreaElement>(null);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = input.current?.value ?? '';
    if (value.trim() === '') return;
    onAdd(value);
    if (input.current) input.current.value = '';
  };
  return (
    <form className="watch-form accounts-add" onSubmit={submit} noValidate>
      <label htmlFor="accounts-add-input">{text.t('addAccountLabel')}</label>
      <div className="watch-row">
        <textarea
          ref={input}
          id="accounts-add-input"
          rows={1}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder={text.t('watchPlaceholder')}
          disabled={full}
          aria-describedby={full ? 'accounts-add-full' : undefined}
          onKeyDown={submitOnEnter}
        />
        <button type="submit" className="button button-secondary" disabled={full}>
          {text.t('add')}
        </button>
      </div>
      {full ? (
        <p id="accounts-add-full" className="field-hint">
          {text.t('accountsFull', { max: MAX_WATCHED_ACCOUNTS })}
        </p>
      ) : null}
    </form>
  );
}
