import type { ReactNode } from 'react';
import type { ChainConfig } from '../../lib/config/siteConfigSchema.ts';
import type { ErrorInfo } from '../../lib/errors/AppError.ts';
import { holdingKey, type UsdSummary, type UsdTotal } from '../../lib/prices/computeUsdValues.ts';
import { holdsNothing } from '../../lib/reads/holdsNothing.ts';
import type { ChainSnapshot } from '../../lib/reads/readTypes.ts';
import { CallRow } from '../holdings/CallRow.tsx';
import { GovernanceRow } from '../holdings/GovernanceRow.tsx';
import { HoldingRow } from '../holdings/HoldingRow.tsx';
import { NftRow } from '../holdings/NftRow.tsx';
import { usePanelText } from '../i18n/PanelTextContext.tsx';
import { AccountKind } from './AccountKind.tsx';

/** Props of {@link ChainCard}. */
export interface ChainCardProps {
  chain: ChainConfig;
  address: string;
  /** Rows to reserve while loading: one per entry the chain reads. */
  rows: number;
  snapshot: ChainSnapshot | null;
  usd: UsdSummary;
  /** ENS names of the delegates shown. */
  names: ReadonlyMap<string, string>;
  onRetry(): void;
}

/** One section of a chain card, when it has rows, with an optional line under them. */
function Section({
  title,
  id,
  note,
  children,
}: {
  title: string;
  id: string;
  note?: string;
  children: ReactNode[];
}) {
  if (children.length === 0) return null;
  return (
    <section className="chain-section" aria-labelledby={id}>
      <h4 id={id}>{title}</h4>
      <ul className="holdings">{children}</ul>
      {note ? <p className="entry-note">{note}</p> : null}
    </section>
  );
}

/** The chain's USD total, saying what it leaves out (and never "$0.00" when nothing could be priced). */
function ChainTotal({ total }: { total: UsdTotal | undefined }) {
  const text = usePanelText();
  if (!total || total.priced + total.unavailable === 0 || total.pending) return null;
  const unpriced = total.unavailable > 0 ? text.t('unpriced', { count: total.unavailable }) : '';
  return (
    <span className="chain-usd">
      {total.priced > 0 ? <bdi>{text.usd(total.cents)}</bdi> : null}
      {unpriced ? (
        <span className="chain-usd-note">{total.priced > 0 ? ` (+${unpriced})` : unpriced}</span>
      ) : null}
    </span>
  );
}

/** A chain's failed read: why, what happened underneath, and a retry. */
function ChainError({
  error,
  chainName,
  onRetry,
}: {
  error: ErrorInfo | null;
  chainName: string;
  onRetry(): void;
}) {
  const text = usePanelText();
  const { message, detail } = text.error(error ?? { code: 'UNEXPECTED' });
  return (
    <div className="chain-error" role="alert">
      <p>
        <strong>{message}</strong>
        {detail ? <span className="chain-error-details"> {detail}</span> : null}
      </p>
      <button type="button" className="button button-secondary button-small" onClick={onRetry}>
        {text.t('retryChain', { chain: chainName })}
      </button>
    </div>
  );
}

/**
 * One chain's reads: skeleton rows while loading, the chain's own error with a retry, a plain line when the
 * account holds nothing there, or its sections in order: tokens, NFTs, governance, then the owner's calls.
 */
export function ChainCard({ chain, address, rows, snapshot, usd, names, onRetry }: ChainCardProps) {
  const text = usePanelText();
  const titleId = `chain-${chain.id}-title`;
  const section = (name: string) => `chain-${chain.id}-${name}`;
  return (
    <section className="chain-card" aria-labelledby={titleId} aria-busy={snapshot === null}>
      <header className="chain-card-header">
        <h3 id={titleId}>{chain.name}</h3>
        <span className="chain-meta">
          {snapshot?.status === 'ok' ? <ChainTotal total={usd.chains.get(chain.id)} /> : null}
          {snapshot?.blockNumber != null ? (
            <span className="chain-block">
              {text.t('block', { number: text.count(snapshot.blockNumber) })}
            </span>
          ) : null}
          {snapshot === null ? <span className="visually-hidden">{text.t('loading')}</span> : null}
        </span>
      </header>
      <AccountKind chain={chain} kind={snapshot?.account ?? null} />
      {snapshot === null ? (
        <ul className="holdings" aria-hidden="true">
          {Array.from({ length: rows }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li className="holding holding-skeleton" key={index}>
              <span className="skeleton" />
              <span className="skeleton skeleton-wide" />
            </li>
          ))}
        </ul>
      ) : snapshot.status === 'error' ? (
        <ChainError error={snapshot.error} chainName={chain.name} onRetry={onRetry} />
      ) : holdsNothing(snapshot) ? (
        <p className="chain-empty">{text.t('chainEmpty', { chain: chain.name })}</p>
      ) : (
        <>
          <Section title={text.t('tokens')} id={section('tokens')}>
            {snapshot.holdings.map((holding) => (
              <HoldingRow key={holding.token} holding={holding} usd={usd.holdings.get(holdingKey(holding))} />
            ))}
          </Section>
          <Section title={text.t('nfts')} id={section('nfts')}>
            {snapshot.nfts.map((nft) => (
              <NftRow key={nft.address} nft={nft} />
            ))}
          </Section>
          <Section title={text.t('governance')} id={section('governance')} note={text.t('governanceNote')}>
            {snapshot.governance.map((position) => (
              <GovernanceRow key={position.token} position={position} account={address} names={names} />
            ))}
          </Section>
          <Section title={text.t('positions')} id={section('positions')}>
            {snapshot.calls.map((call, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: calls keep their config order, and may share a label
              <CallRow key={index} call={call} />
            ))}
          </Section>
        </>
      )}
      <a
        className="explorer-link"
        href={`${chain.explorerUrl}/address/${address}`}
        rel="noopener noreferrer"
        target="_blank"
      >
        {text.t('viewOn', { host: new URL(chain.explorerUrl).host })}
        <span className="visually-hidden"> {text.t('opensInNewTab')}</span>
      </a>
    </section>
  );
}
