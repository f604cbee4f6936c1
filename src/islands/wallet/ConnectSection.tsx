import { useEffect, useRef } from 'react';
import type { ErrorInfo } from '../../lib/errors/AppError.ts';
import { useDelayedFlag } from '../shared/useDelayedFlag.ts';

/** Progress shows only when opening takes longer than this (no flicker when the picker is quick). */
const PROGRESS_DELAY_MS = 150;
/** Notices that report what the visitor or their wallet chose, rather than a failure to retry. */
const INFORMATIONAL = new Set(['WALLET_REJECTED', 'WALLET_DISCONNECTED']);

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
  const button = useRef<HTMLButtonElement>(null);
  const showProgress = useDelayedFlag(opening, PROGRESS_DELAY_MS);
  // The pointer or focus that hydrated the island may already be on the button: that is intent too.
  useEffect(() => {
    const element = button.current;
    if (element && (element.matches(':hover') || element === document.activeElement)) onIntent();
  }, [onIntent]);
  return (
    <div className="connect-section">
      {notice ? (
        <p
          className={`panel-notice ${INFORMATIONAL.has(notice.code) ? '' : 'panel-notice-error'}`}
          role="alert"
        >
          {notice.message}
          {INFORMATIONAL.has(notice.code) ? null : ' Try again below.'}
        </p>
      ) : null}
      <button
        ref={button}
        type="button"
        className="button button-primary panel-connect"
        data-intent="connect"
        aria-busy={showProgress || undefined}
        aria-disabled={opening || undefined}
        onClick={() => {
          if (!opening) onConnect();
        }}
        onPointerEnter={onIntent}
        onFocus={onIntent}
      >
        {showProgress ? (
          <>
            <span className="spinner" aria-hidden="true" />
            Opening wallets…
          </>
        ) : notice && !INFORMATIONAL.has(notice.code) ? (
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
