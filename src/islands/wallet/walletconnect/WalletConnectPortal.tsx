import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { CHOOSER_ATTR, selectorOf } from '../../../chooser/chooserContract.ts';
import type { WalletConnectConnection } from './createWalletConnectConnection.ts';
import './walletConnectView.css';

let viewModule: Promise<typeof import('./WalletConnectView.tsx')> | null = null;

/** Starts downloading the view's code (QR encoder, wallet apps), once: beside the connection's, not after it. */
export function preloadWalletConnectView(): Promise<typeof import('./WalletConnectView.tsx')> {
  viewModule ??= import('./WalletConnectView.tsx');
  return viewModule;
}

const WalletConnectView = lazy(preloadWalletConnectView);

/** Props of {@link WalletConnectPortal}. */
export interface WalletConnectPortalProps {
  /** The WalletConnect connection; null while it loads (the view shows its wallets or QR plate, waiting). */
  connection: WalletConnectConnection | null;
  /** Whether the visitor showed intent for WalletConnect: only then does the view's code load. */
  wanted: boolean;
  phone: boolean;
  shown: boolean;
}

/**
 * Renders the WalletConnect view into the page's static chooser (its `CHOOSER_ATTR.walletConnectView`, see
 * src/chooser/chooserContract.ts) once the visitor showed intent for WalletConnect; until the view's code is
 * in, the chooser's own placeholder shows. That code (QR encoder, wallet apps) loads beside WalletConnect's, not
 * with the island, and shows its wallets or QR plate waiting while WalletConnect still loads.
 */
export function WalletConnectPortal({ connection, wanted, phone, shown }: WalletConnectPortalProps) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useEffect(
    () => setContainer(document.querySelector<HTMLElement>(selectorOf(CHOOSER_ATTR.walletConnectView))),
    [],
  );
  if (!container || !(wanted || connection)) return null;
  return createPortal(
    <Suspense fallback={null}>
      <LiveMark container={container} />
      <WalletConnectView pairing={connection?.pairing ?? null} phone={phone} shown={shown} />
    </Suspense>,
    container,
  );
}

/** Marks the container live once the view has rendered, which hides the chooser's static placeholder. */
function LiveMark({ container }: { container: HTMLElement }) {
  useEffect(() => {
    container.setAttribute(CHOOSER_ATTR.live, '');
    return () => container.removeAttribute(CHOOSER_ATTR.live);
  }, [container]);
  return null;
}
