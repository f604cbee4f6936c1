import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
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
  connection: WalletConnectConnection | null;
  phone: boolean;
  shown: boolean;
}

/**
 * Renders the WalletConnect view into the page's static chooser (`[data-walletconnect-view]` in
 * src/components/WalletChooser.astro) once the WalletConnect connection exists; until then the chooser's own
 * placeholder shows. The view's code (QR encoder, wallet apps) loads with the connection, not with the island.
 */
export function WalletConnectPortal({ connection, phone, shown }: WalletConnectPortalProps) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useEffect(() => setContainer(document.querySelector<HTMLElement>('[data-walletconnect-view]')), []);
  if (!container || !connection) return null;
  return createPortal(
    <Suspense fallback={null}>
      <LiveMark container={container} />
      <WalletConnectView connection={connection} phone={phone} shown={shown} />
    </Suspense>,
    container,
  );
}

/** Marks the container live once the view has rendered, which hides the chooser's static placeholder. */
function LiveMark({ container }: { container: HTMLElement }) {
  useEffect(() => {
    container.setAttribute('data-live', '');
    return () => container.removeAttribute('data-live');
  }, [container]);
  return null;
}
