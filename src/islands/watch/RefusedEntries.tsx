import type { RefusedEntry } from '../../lib/input/parseAccountList.ts';
import { usePanelText } from '../i18n/PanelTextContext.tsx';

/** Props of {@link RefusedEntries}. */
export interface RefusedEntriesProps {
  id: string;
  refused: readonly RefusedEntry[];
  /** Refused entries beyond those listed. */
  more: number;
  /** Names each entry beside its reason: the list had others, or accounts are in view. */
  named: boolean;
}

/**
 * What was refused of a list, as an alert: one reason alone (a single entry), or each entry with its own
 * reason and a count of those beyond (each entry as the parser made it safe to show).
 */
export function RefusedEntries({ id, refused, more, named }: RefusedEntriesProps) {
  const text = usePanelText();
  const [only] = refused;
  if (!only) return null;
  if (!named && refused.length === 1 && more === 0) {
    const { message, detail } = text.error(only.error);
    return (
      <p id={id} className="field-error" role="alert">
        {message}
        {detail ? <span className="field-error-details"> ({detail})</span> : null}
      </p>
    );
  }
  return (
    <div id={id} className="field-error refused-entries" role="alert">
      <p>{text.t('refusedTitle', { count: refused.length + more })}</p>
      <ul>
        {refused.map((entry, index) => (
          // Entries may repeat: their place in the list is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
          <li key={index}>
            {entry.input ? (
              <>
                <bdi className="mono refused-entry">{entry.input}</bdi>{' '}
              </>
            ) : null}
            <span className="field-error-details">{text.errorLine(entry.error)}</span>
          </li>
        ))}
      </ul>
      {more > 0 ? <p>{text.t('moreRefused', { count: more })}</p> : null}
    </div>
  );
}
