import { CHOOSER_ATTR, CHOOSER_ID, CONNECT_INTENT, markupOf } from '../../chooser/chooserContract.ts';
import type { ErrorInfo } from '../../lib/errors/AppError.ts';
import { usePanelText } from '../i18n/PanelTextContext.tsx';
import './wallet.css';

/** Notices that report what the visitor or their wallet chose, rather than a failure to retry. */
const INFORMATIONAL = new Set(['WALLET_REJECTED', 'WALLET_DISCONNECTED']);

/** Props of {@link ConnectSection}. */
export interface ConnectSectionProps {
  hasWalletConnect: boolean;
  notice: ErrorInfo | null;
}

/**
 * The Connect button and what to tell the visitor when connecting did not work. The button opens the page's
 * static wallet chooser (src/components/WalletChooser.astro), which works before this island is live.
 */
export function ConnectSection({ hasWalletConnect, notice }: ConnectSectionProps) {
  const text = usePanelText();
  const retry = notice !== null && !INFORMATIONAL.has(notice.code);
  return (
    <div className="connect-section">
      {notice ? (
        <p className={`panel-notice ${retry ? 'panel-notice-error' : ''}`} role="alert">
          {text.error(notice).message}
          {retry ? ` ${text.t('tryAgainBelow')}` : null}
        </p>
      ) : null}
      <button
        type="button"
        className="button button-primary panel-connect"
        {...markupOf(CHOOSER_ATTR.intent, CONNECT_INTENT)}
        aria-haspopup="dialog"
        aria-controls={CHOOSER_ID}
      >
        {retry ? text.t('tryAgain') : text.t('connectWallet')}
      </button>
      {hasWalletConnect ? null : <p className="field-hint">{text.t('noWalletConnect')}</p>}
    </div>
  );
}
