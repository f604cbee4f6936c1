import type { ChainConfig } from '../../lib/config/siteConfigSchema.ts';
import type { AccountKind as Kind } from '../../lib/reads/toAccountKind.ts';
import { usePanelText } from '../i18n/PanelTextContext.tsx';

/**
 * What kind of account this is on the chain, under the chain's name: a plain account, a contract, a Safe with
 * its threshold of owners, or an EIP-7702 account with the address it delegates to, linked to the explorer.
 * The line keeps its height while the chain loads, so nothing below it moves when it fills in.
 */
export function AccountKind({ chain, kind }: { chain: ChainConfig; kind: Kind | null }) {
  return <p className="chain-account">{kind ? <KindText chain={chain} kind={kind} /> : '\u00a0'}</p>;
}

function KindText({ chain, kind }: { chain: ChainConfig; kind: Kind }) {
  const text = usePanelText();
  switch (kind.kind) {
    case 'plain':
      return text.t('accountPlain');
    case 'contract':
      return text.t('accountContract');
    case 'safe':
      return text.t('accountSafe', {
        threshold: text.count(kind.threshold),
        owners: text.count(kind.owners),
      });
    case 'delegated':
      return (
        <>
          {text.t('accountDelegated')}{' '}
          <a href={`${chain.explorerUrl}/address/${kind.delegate}`} rel="noopener noreferrer" target="_blank">
            <bdi className="mono" dir="ltr">
              {kind.delegate}
            </bdi>
            <span className="visually-hidden"> {text.t('opensInNewTab')}</span>
          </a>
        </>
      );
  }
}
