import type { NftHolding } from '../../lib/reads/readTypes.ts';
import { usePanelText } from '../i18n/PanelTextContext.tsx';
import { FailedValue } from '../shared/FailedValue.tsx';

/** One NFT collection: how many ERC-721 tokens the account owns, or its balance of each ERC-1155 token id. */
export function NftRow({ nft }: { nft: NftHolding }) {
  const text = usePanelText();
  const held = nft.tokens.filter((token) => token.raw !== null && token.raw > 0n);
  const failed = nft.tokens.filter((token) => token.error !== null);
  return (
    <li className="entry">
      <span className="entry-label">
        {nft.name}
        <span className="entry-kind">{nft.standard === 'erc721' ? 'ERC-721' : 'ERC-1155'}</span>
      </span>
      {nft.error ? (
        <FailedValue className="entry-value" error={nft.error} />
      ) : nft.standard === 'erc721' ? (
        <span className="entry-value">
          {nft.count === null ? '—' : text.t('nftsOwned', { count: nft.count })}
        </span>
      ) : (
        <span className="entry-value">
          {held.length === 0 && failed.length === 0 ? text.t('noneOfListedIds') : null}
          {held.map((token) => (
            <bdi className="nft-token" key={token.tokenId}>
              #{token.tokenId} × {text.count(token.raw ?? 0n)}
            </bdi>
          ))}
          {failed.map((token) => (
            <span className="nft-token" key={token.tokenId}>
              #{token.tokenId} <FailedValue error={token.error} />
            </span>
          ))}
        </span>
      )}
    </li>
  );
}
