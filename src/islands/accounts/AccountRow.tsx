import type { ClaimListView, ClaimStatus, ClaimWindowState } from '../../lib/claims/claimTypes.ts';
import { shortAddress } from '../../lib/format/shortAddress.ts';
import type { UsdTotal } from '../../lib/prices/computeUsdValues.ts';
import { ClaimBadge } from '../claims/ClaimBadge.tsx';
import { usePanelText } from '../i18n/PanelTextContext.tsx';

/** Props of {@link AccountRow}. */
export interface AccountRowProps {
  address: string;
  /** The ENS name the account was asked by, if any. */
  ensName: string | null;
  lists: readonly ClaimListView[];
  /** One status per list, in order. */
  statuses: readonly ClaimStatus[];
  /** Whether claiming each list is open now, in order. */
  windows: readonly ClaimWindowState[];
  /** The account's value over every chain read; null when the site prices nothing. */
  value: UsdTotal | null;
  /** Some chain has not answered for it yet. */
  loading: boolean;
  onOpen(): void;
  onRemove?: (() => void) | undefined;
}

/**
 * One account among many, one row of the table: its name or short address (which opens its full view), where
 * it stands with each claims list with the exact amount, and its value. On a narrow screen the row stacks, each
 * cell named by its list.
 */
export function AccountRow({
  address,
  ensName,
  lists,
  statuses,
  windows,
  value,
  loading,
  onOpen,
  onRemove,
}: AccountRowProps) {
  const text = usePanelText();
  const label = ensName ?? shortAddress(address);
  return (
    <tr className="accounts-row" aria-busy={loading}>
      <th scope="row" className="accounts-row-head">
        <button type="button" className="accounts-row-open" onClick={onOpen} title={address}>
          {ensName ? (
            <span className="accounts-row-name">{ensName}</span>
          ) : (
            <span className="mono" dir="ltr">
              {label}
            </span>
          )}
          <span className="visually-hidden"> {text.t('showAccount')}</span>
        </button>
        {onRemove ? (
          <button
            type="button"
            className="icon-button accounts-row-remove"
            aria-label={text.t('removeAccount', { account: label })}
            title={text.t('removeAccount', { account: label })}
            onClick={onRemove}
          >
            <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
              <path d="M3 3l8 8M11 3l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
          </button>
        ) : null}
      </th>
      {lists.map((list, index) => (
        <td
          key={list.id}
          className="accounts-row-claim"
          data-label={list.name}
          aria-busy={statuses[index]?.state === 'checking'}
        >
          <ClaimBadge
            list={list}
            status={statuses[index] ?? { listId: list.id, state: 'checking' }}
            window={windows[index] ?? 'open'}
            compact
          />
        </td>
      ))}
      {value ? (
        <td className="accounts-row-value" data-label={text.t('totalValue')}>
          <bdi>{loading || value.pending ? '…' : text.usd(value.cents)}</bdi>
        </td>
      ) : null}
    </tr>
  );
}
