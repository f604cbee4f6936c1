import type { ErrorInfo } from '../../lib/errors/AppError.ts';

/** Props of {@link ConnectSection}. */
export interface ConnectSectionProps {
  hasWalletConnect: boolean;
  opening: boolean;
  notice: ErrorInfo | null;
  onConnect(): void;
  onIntent(): void;
}

/** The Connect button, its progress, and what to tell the visitor when connecting did not work. */
export function ConnectSection({
  hasWalletConnect,
  opening,
  notice,
  onConnect,
  onIntent,
}: ConnectSectionProps) {
  return (
    <div className="connect-section">
      {notice ? (
        <p
          className={`panel-notice ${notice.code === 'WALLET_REJECTED' ? '' : 'panel-notice-error'}`}
          role="alert"
        >
          {notice.message}
          {notice.code === 'WALLET_REJECTED' ? null : ' Try again below.'}
        </p>
      ) : null}
      <button
        type="button"
        className="button button-primary panel-connect"
        data-intent="connect"
        aria-busy={opening || undefined}
        disabled={opening}
        onClick={onConnect}
        onPointerEnter={onIntent}
        onFocus={onIntent}
      >
        {opening ? (
          <>
            <span className="spinner" aria-hidden="true" />
            Opening wallets…
          </>
        ) : notice && notice.code !== 'WALLET_REJECTED' ? (
          'Try again'
        ) : (
          'Connect wallet'
        )}
      </button>
      {hasWalletConnect ? null : (
        <p className="field-hint">
          QR-code connection is not set up on this site: use a browser-extension wallet, or check any address
          below.
        </p>
      )}
    </div>
  );
}
