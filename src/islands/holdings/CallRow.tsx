import type { CallReading } from '../../lib/reads/readTypes.ts';
import { usePanelText } from '../i18n/PanelTextContext.tsx';
import { CopyButton } from '../shared/CopyButton.tsx';
import { FailedValue } from '../shared/FailedValue.tsx';

/** One of the owner's custom reads: its label and its value in the configured format. */
export function CallRow({ call }: { call: CallReading }) {
  const text = usePanelText();
  const value = call.value === null ? null : text.callValue(call.value, call.format);
  return (
    <li className="entry">
      <span className="entry-label">{call.label}</span>
      {value === null ? (
        <FailedValue className="entry-value" error={call.error} />
      ) : call.format.kind === 'address' ? (
        <span className="entry-value">
          <span className="mono" dir="ltr">
            {value.display}
          </span>
          <CopyButton value={value.exact} label={text.t('copyValue', { label: call.label })} />
        </span>
      ) : (
        <span className="entry-value" title={value.exact}>
          <bdi>{value.display}</bdi>
        </span>
      )}
    </li>
  );
}
