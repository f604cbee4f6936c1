import { type ReactNode, useMemo } from 'react';
import type { ClaimWindowState } from '../../lib/claims/claimTypes.ts';
import { judgeClaimWindow } from '../../lib/claims/judgeClaimWindow.ts';
import { MAX_WATCHED_ACCOUNTS } from '../../lib/config/limits.ts';
import type { PanelConfig } from '../../lib/config/toPanelConfig.ts';
import type { RefusedEntry } from '../../lib/input/parseAccountList.ts';
import { computeUsdValues } from '../../lib/prices/computeUsdValues.ts';
import { claimStatusesOf } from '../../lib/reads/claimStatusesOf.ts';
import { claimWindowsOf, type ListWindow } from '../../lib/reads/claimWindowsOf.ts';
import { type ChainSnapshots, snapshotsOf } from '../account/useChainSnapshots.ts';
import { ClaimWindowNote } from '../claims/ClaimWindowNote.tsx';
import { useClaimClock, windowTime } from '../claims/useClaimClock.ts';
import { type ProbesByAccount, probesOf } from '../claims/useClaimProbes.ts';
import { useDeadlineWarnings } from '../claims/useDeadlineWarnings.ts';
import { usePanelText } from '../i18n/PanelTextContext.tsx';
import { RefusedEntries } from '../watch/RefusedEntries.tsx';
import type { WatchTarget } from '../watch/useWatchMode.ts';
import { AccountRow } from './AccountRow.tsx';
import { AddAccountForm } from './AddAccountForm.tsx';

/** Props of {@link AccountsView}. */
export interface AccountsViewProps {
  config: PanelConfig;
  accounts: readonly WatchTarget[];
  reads: ChainSnapshots;
  probes: ProbesByAccount;
  badge: ReactNode;
  actions: ReactNode;
  notice?: ReactNode;
  /** What the last list given had that was refused, each entry with why. */
  refused?: readonly RefusedEntry[];
  moreRefused?: number;
  /** ENS names being looked up for accounts on their way into the view. */
  resolving?: readonly string[];
  onOpen(address: string): void;
  /** Takes an account out (watch mode). */
  onRemove?: ((address: string) => void) | undefined;
  /** Adds accounts (watch mode). */
  onAdd?: ((input: string) => void) | undefined;
}

/** When claiming each list opens and closes, for the lists that have a window: one line each. */
function ClaimWindows({ config, windows, now }: { config: PanelConfig; windows: ListWindow[]; now: number }) {
  const timed = config.claimLists.flatMap((list, index) => {
    const window = windows[index];
    return window && judgeClaimWindow(window.window, windowTime(window, now)).at !== null
      ? [{ list, window }]
      : [];
  });
  if (timed.length === 0) return null;
  return (
    <ul className="accounts-windows">
      {timed.map(({ list, window }) => (
        <li key={list.id}>
          <span className="accounts-window-list">{list.name}</span>{' '}
          <ClaimWindowNote window={window} now={now} />
        </li>
      ))}
    </ul>
  );
}

/** Props of {@link AccountsTable}: the view's, and whether claiming each list is open now. */
type AccountsTableProps = Pick<
  AccountsViewProps,
  'config' | 'accounts' | 'reads' | 'probes' | 'onOpen' | 'onRemove'
> & {
  windows: readonly ClaimWindowState[];
};

/** The accounts' table: a column per claims list, and one for the value where the site prices anything. */
function AccountsTable({ config, accounts, reads, probes, windows, onOpen, onRemove }: AccountsTableProps) {
  const text = usePanelText();
  const priced =
    config.chains.some((chain) => chain.nativeCurrency.priceFeed) ||
    config.tokens.some((token) => token.priceFeed);
  return (
    <div className="accounts-table-frame">
      <table className="accounts-table">
        <thead>
          <tr>
            <th scope="col">{text.t('accountColumn')}</th>
            {config.claimLists.map((list) => (
              <th scope="col" key={list.id}>
                {list.name}
              </th>
            ))}
            {priced ? <th scope="col">{text.t('totalValue')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {accounts.map(({ address, ensName }) => {
            const snapshots = snapshotsOf(reads.chains, address);
            return (
              <AccountRow
                key={address}
                address={address}
                ensName={ensName}
                lists={config.claimLists}
                statuses={claimStatusesOf(config.claimLists, snapshots, probesOf(probes, address))}
                windows={windows}
                value={priced ? computeUsdValues(config, snapshots).total : null}
                loading={config.chains.some((chain) => !snapshots[chain.id])}
                onOpen={() => onOpen(address)}
                onRemove={onRemove ? () => onRemove(address) : undefined}
              />
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Many accounts on one screen, in a table of one compact row each: its name or short address, where it stands
 * with each claims list (eligible, claimed or not on it, with the amount) and its value, all from one read per
 * chain. Above it, how long each list's claim stays open; a row opens the account's full view. In watch mode,
 * accounts are added and taken out here, and what was refused is said, entry by entry.
 */
export function AccountsView({
  config,
  accounts,
  reads,
  probes,
  badge,
  actions,
  notice,
  refused = [],
  moreRefused = 0,
  resolving = [],
  onOpen,
  onRemove,
  onAdd,
}: AccountsViewProps) {
  const text = usePanelText();
  // A list's window is the same for every account: its chain's read of the first says it.
  const first = accounts[0]?.address ?? null;
  const windows = useMemo(
    () => claimWindowsOf(config.claimLists, snapshotsOf(reads.chains, first)),
    [config.claimLists, reads.chains, first],
  );
  const now = useClaimClock(windows);
  useDeadlineWarnings(config.claimLists, windows);
  const states: ClaimWindowState[] = windows.map(
    (window) => judgeClaimWindow(window.window, windowTime(window, now)).state,
  );
  return (
    <div className="account-view accounts-view">
      <header className="accounts-header">
        <p className="account-badges">{badge}</p>
        <h3 className="accounts-title">{text.t('accountsCount', { count: accounts.length })}</h3>
        <div className="account-actions">{actions}</div>
      </header>
      {notice}
      <RefusedEntries id="accounts-refused" refused={refused} more={moreRefused} named />
      {resolving.length > 0 ? (
        <p className="field-hint" role="status">
          {text.t('lookingUp', { name: resolving.join(', ') })}
        </p>
      ) : null}
      <ClaimWindows config={config} windows={windows} now={now} />
      <AccountsTable
        config={config}
        accounts={accounts}
        reads={reads}
        probes={probes}
        windows={states}
        onOpen={onOpen}
        onRemove={onRemove}
      />
      {onAdd ? <AddAccountForm full={accounts.length >= MAX_WATCHED_ACCOUNTS} onAdd={onAdd} /> : null}
    </div>
  );
}
