import type { ChainConfig } from '../../lib/config/siteConfigSchema.ts';
import type { ChainSnapshot } from '../../lib/reads/readTypes.ts';
import { HoldingRow } from './HoldingRow.tsx';

/** Props of {@link ChainCard}. */
export interface ChainCardProps {
  chain: ChainConfig;
  address: string;
  /** Rows to reserve while loading: the native balance plus the chain's tokens. */
  rows: number;
  snapshot: ChainSnapshot | null;
  onRetry(): void;
}

const grouping = new Intl.NumberFormat('en-US');

/** One chain's balances: skeleton rows while loading, the figures, or the chain's own error with a retry. */
export function ChainCard({ chain, address, rows, snapshot, onRetry }: ChainCardProps) {
  const titleId = `chain-${chain.id}-title`;
  return (
    <section className="chain-card" aria-labelledby={titleId} aria-busy={snapshot === null}>
      <header className="chain-card-header">
        <h3 id={titleId}>{chain.name}</h3>
        <span className="chain-meta">
          {snapshot?.blockNumber != null ? `Block ${grouping.format(snapshot.blockNumber)}` : null}
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
      ) : (
        <ul className="holdings">
          {snapshot.holdings.map((holding) => (
            <HoldingRow key={holding.token} holding={holding} />
          ))}
        </ul>
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
