import type { ReactNode } from 'react';
import type { ChainConfig } from '../../lib/config/siteConfigSchema.ts';
import { formatUsd } from '../../lib/format/formatUsd.ts';
import { holdingKey, type UsdSummary, type UsdTotal } from '../../lib/prices/computeUsdValues.ts';
import { holdsNothing } from '../../lib/reads/holdsNothing.ts';
import type { ChainSnapshot } from '../../lib/reads/readTypes.ts';
import { CallRow } from '../holdings/CallRow.tsx';
import { GovernanceRow } from '../holdings/GovernanceRow.tsx';
import { HoldingRow } from '../holdings/HoldingRow.tsx';
import { NftRow } from '../holdings/NftRow.tsx';
import './account.css';

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

const grouping = new Intl.NumberFormat('en-US');

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
  if (!total || total.priced + total.unavailable === 0 || total.pending) return null;
  const unpriced = total.unavailable > 0 ? `${total.unavailable} unpriced` : '';
  return (
    <span className="chain-usd">
      {total.priced > 0 ? formatUsd(total.cents) : null}
      {unpriced ? (
        <span className="chain-usd-note">{total.priced > 0 ? ` (+${unpriced})` : unpriced}</span>
      ) : null}
    </span>
  );
}

/**
 * One chain's reads: skeleton rows while loading, the chain's own error with a retry, a plain line when the
 * account holds nothing there, or its sections in order: tokens, NFTs, governance, then the owner's calls.
 */
export function ChainCard({ chain, address, rows, snapshot, usd, names, onRetry }: ChainCardProps) {
  const titleId = `chain-${chain.id}-title`;
  const section = (name: string) => `chain-${chain.id}-${name}`;
  return (
    <section className="chain-card" aria-labelledby={titleId} aria-busy={snapshot === null}>
      <header className="chain-card-header">
        <h3 id={titleId}>{chain.name}</h3>
        <span className="chain-meta">
          {snapshot?.status === 'ok' ? <ChainTotal total={usd.chains.get(chain.id)} /> : null}
          {snapshot?.blockNumber != null ? (
            <span className="chain-block">Block {grouping.format(snapshot.blockNumber)}</span>
          ) : null}
          {snapshot === null ? <span className="visually-hidden">Loading</span> : null}
        </span>
      </header>
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
        <div className="chain-error" role="alert">
          <p>
            <strong>{snapshot.error?.message}</strong>
            {snapshot.error?.details ? (
              <span className="chain-error-details"> {snapshot.error.details}</span>
            ) : null}
          </p>
          <button type="button" className="button button-secondary button-small" onClick={onRetry}>
            Retry {chain.name}
          </button>
        </div>
      ) : holdsNothing(snapshot) ? (
        <p className="chain-empty">
          Nothing on {chain.name}: this account holds none of what this page reads here.
        </p>
      ) : (
        <>
          <Section title="Tokens" id={section('tokens')}>
            {snapshot.holdings.map((holding) => (
              <HoldingRow key={holding.token} holding={holding} usd={usd.holdings.get(holdingKey(holding))} />
            ))}
          </Section>
          <Section title="NFTs" id={section('nfts')}>
            {snapshot.nfts.map((nft) => (
              <NftRow key={nft.address} nft={nft} />
            ))}
          </Section>
          <Section
            title="Governance"
            id={section('governance')}
            note="Tokens count as votes only once delegated, to yourself or to someone else."
          >
            {snapshot.governance.map((position) => (
              <GovernanceRow key={position.token} position={position} account={address} names={names} />
            ))}
          </Section>
          <Section title="Positions" id={section('positions')}>
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
        View on {new URL(chain.explorerUrl).host}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </section>
  );
}
