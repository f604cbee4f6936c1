import QRCode from 'qrcode';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { sendChooserEvent } from '../../../chooser/chooserContract.ts';
import { buildWalletLink } from '../../../lib/wallet/buildWalletLink.ts';
import type { WalletApp } from '../../../lib/wallet/walletAppSchema.ts';
import walletApps from '../../../walletApps/walletApps.json';
import { usePanelText } from '../../i18n/PanelTextContext.tsx';
import { QrCode } from '../../shared/QrCode.tsx';
import type { PairingState, PairingStore } from './createPairingStore.ts';

/** The built-in wallet apps (src/walletApps, checked by its tests and the refresh script). */
const APPS: readonly WalletApp[] = walletApps;
/** Each icon's URL: the site's own hashed asset. */
const ICONS = import.meta.glob<string>('../../../walletApps/icons/*', {
  eager: true,
  query: '?url',
  import: 'default',
});
const iconUrl = (app: WalletApp) => ICONS[`../../../walletApps/icons/${app.icon}`];

/** Props of {@link WalletConnectView}. */
export interface WalletConnectViewProps {
  /** The pairing to show; null while WalletConnect itself still loads. */
  pairing: PairingStore | null;
  /** A phone: wallet apps to open rather than a QR code to scan. */
  phone: boolean;
  /** Whether the chooser shows this view: a shown pairing is kept fresh, a hidden one is left to expire. */
  shown: boolean;
}

const LOADING: PairingState = { status: 'preparing' };

/** The pairing's state, followed while the view is shown; "preparing" while WalletConnect still loads. */
function usePairing(pairing: PairingStore | null, shown: boolean): PairingState {
  const state = useSyncExternalStore(
    (listener) => (shown && pairing ? pairing.subscribe(listener) : () => undefined),
    () => pairing?.getState() ?? LOADING,
  );
  useEffect(() => {
    if (shown) pairing?.prepare();
  }, [pairing, shown]);
  return state;
}

/**
 * The page's own WalletConnect view, inside its wallet chooser: on a desktop a QR code of the pairing, drawn
 * at once from the URI made locally, with Copy link; on a phone the built-in wallet apps, each a plain link that
 * carries the pairing, so a tap opens the wallet synchronously (iOS refuses links opened after an await). Until
 * the URI exists, a spinner and no links; on failure, what went wrong and Try again. No registry is asked.
 */
export default function WalletConnectView({ pairing: store, phone, shown }: WalletConnectViewProps) {
  const text = usePanelText();
  const pairing = usePairing(store, shown);
  const uri = pairing.status === 'ready' ? pairing.uri : null;
  const busy = pairing.status === 'preparing' || pairing.status === 'idle';
  return (
    <div className="walletconnect-view" data-pairing={pairing.status}>
      {phone ? <WalletAppList uri={uri} busy={busy} /> : <PairingQr uri={uri} busy={busy} />}
      {pairing.status === 'failed' ? (
        <p className="panel-notice panel-notice-error walletconnect-error" role="alert">
          {text.error(pairing.error).message}{' '}
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => store?.retry()}
          >
            {text.t('tryAgain')}
          </button>
        </p>
      ) : null}
      <button
        type="button"
        className="walletconnect-more"
        onClick={() => sendChooserEvent('wallet-chooser:all-wallets', null)}
      >
        {phone ? text.t('moreWalletsPhone') : text.t('moreWalletsDesktop')}
      </button>
    </div>
  );
}

/** What the pairing views show: the URI once made, and whether one is being made. */
interface PairingViewProps {
  uri: string | null;
  busy: boolean;
}

/** The pairing as a QR code a phone wallet scans, with Copy link; a spinner while the URI is being made. */
function PairingQr({ uri, busy }: PairingViewProps) {
  const text = usePanelText();
  // "Copied" speaks of the URI copied: a fresh pairing's code is not copied yet.
  const [copiedUri, setCopiedUri] = useState<string | null>(null);
  const copied = uri !== null && copiedUri === uri;
  const copy = () => {
    if (uri)
      navigator.clipboard.writeText(uri).then(
        () => setCopiedUri(uri),
        () => undefined,
      );
  };
  return (
    <>
      <div className="walletconnect-qr" aria-busy={busy}>
        <QrCode value={uri} encoder={QRCode} label={text.t('pairingQrLabel')} />
        {busy ? <span className="spinner walletconnect-spinner" aria-hidden="true" /> : null}
      </div>
      <p className="field-hint walletconnect-hint">{text.t('scanHint')}</p>
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={uri === null}
        onClick={copy}
      >
        {copied ? text.t('copied') : text.t('copyLink')}
      </button>
      <span className="visually-hidden" role="status">
        {busy ? text.t('preparingQr') : copied ? text.t('linkCopied') : ''}
      </span>
    </>
  );
}

/**
 * The built-in wallet apps, each a link to the wallet carrying the pairing URI. A link only exists once the URI
 * does: before, the entries show progress and do nothing.
 */
function WalletAppList({ uri, busy }: PairingViewProps) {
  const text = usePanelText();
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <>
      <ul className="chooser-list walletconnect-apps" aria-busy={busy}>
        {APPS.map((app) => (
          <li key={app.id}>
            <a
              className="chooser-option"
              href={uri ? buildWalletLink(app, uri) : undefined}
              aria-disabled={uri === null}
              data-wallet-app={app.id}
              onClick={() => setOpened(app.name)}
            >
              <img className="chooser-icon" src={iconUrl(app)} alt="" width={32} height={32} loading="lazy" />
              <span className="chooser-name">{app.name}</span>
              {uri === null ? (
                <span className="spinner" aria-hidden="true" />
              ) : (
                <span className="chooser-hint">{text.t('openApp')}</span>
              )}
            </a>
          </li>
        ))}
      </ul>
      <p className="field-hint" role="status">
        {busy
          ? text.t('preparingLinks')
          : uri === null
            ? ''
            : opened
              ? text.t('approveIn', { wallet: opened })
              : text.t('pickWallet')}
      </p>
    </>
  );
}
