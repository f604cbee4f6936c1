import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeSiteSource } from '../rig/site/writeSiteSource.ts';
import type { SiteConfigInput } from '../src/lib/config/siteConfigSchema.ts';

/**
 * The reference island: the same panel, with AppKit imported and created as soon as the page loads, and Connect
 * opening AppKit's own modal on its first view (AppKit's examples): its own QR code, its wallet list from the
 * registry, the browser wallets it finds itself.
 */
const REFERENCE_PANEL = `import { createAppKit } from '@reown/appkit/core';
import { EthersAdapter } from '@reown/appkit-adapter-ethers';
import '@reown/appkit-scaffold-ui';
import '@reown/appkit-scaffold-ui/basic';
import '@reown/appkit-scaffold-ui/w3m-modal';
import { useEffect, useState } from 'react';
import config from 'virtual:panel-config';
import { toAppKitNetwork, toCustomRpcUrls } from '../lib/wallet/toAppKitNetwork.ts';
import { ALLOWED_WALLET_METHODS, WALLET_EVENTS } from '../lib/wallet/walletMethods.ts';
import WalletPanel, { type WalletPanelProps } from './WalletPanel.tsx';

/** The panel with AppKit imported statically and created at page load, as AppKit's own examples do. */
export default function ReferencePanel(props: WalletPanelProps) {
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    const chains = config.chains.map((chain) => ({
      ...chain,
      rpcUrls: chain.rpcUrls.map((url) => new URL(url, window.location.origin).href),
    }));
    const [first, ...others] = chains.map(toAppKitNetwork);
    if (!first) return;
    const appKit = createAppKit({
      adapters: [new EthersAdapter()] as never,
      networks: [first, ...others],
      defaultNetwork: first,
      projectId: config.walletConnectProjectId ?? '',
      metadata: { name: config.siteName, description: '', url: window.location.origin, icons: [] },
      customRpcUrls: toCustomRpcUrls(chains),
      universalProviderConfigOverride: {
        methods: { eip155: [...ALLOWED_WALLET_METHODS] },
        events: { eip155: [...WALLET_EVENTS] },
      },
      enableInjected: true,
      enableEIP6963: true,
      enableCoinbase: false,
      enableBaseAccount: false,
      allWallets: 'SHOW',
      features: { email: false, socials: false, swaps: false, onramp: false, history: false, send: false, receive: false, analytics: false },
    });
    appKit.subscribeAccount((account) => setConnected(Boolean(account.isConnected)), 'eip155');
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('[data-intent="connect"]')) return;
      event.preventDefault();
      event.stopPropagation();
      void appKit.open();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
  return (
    <>
      {connected ? <div className="wallet-panel"><span className="badge">Connected</span></div> : null}
      <WalletPanel {...props} />
    </>
  );
}
`;

/** Replaces each `[from, to]` in the file at `path`, failing when the source no longer has what it expects. */
async function patch(path: string, replacements: [string, string][]): Promise<void> {
  let text = await readFile(path, 'utf8');
  for (const [from, to] of replacements) {
    if (!text.includes(from))
      throw new Error(`${path} no longer has what the reference variant replaces: ${from}`);
    text = text.replace(from, to);
  }
  await writeFile(path, text);
}

/**
 * Writes a copy of the site into `dir` whose only difference is the wallet flow of AppKit's own examples: the
 * island hydrated at load (\`client:load\`) with AppKit created at once on its own UniversalProvider, no page
 * chooser, and AppKit's modal listing browser wallets itself. Production code is not touched; the bench builds
 * this copy beside the real site, from the same `config`, to measure what the page's design saves.
 */
export async function createReferenceVariant(dir: string, config?: SiteConfigInput): Promise<void> {
  await writeSiteSource(dir, config);
  await writeFile(join(dir, 'src', 'islands', 'ReferencePanel.tsx'), REFERENCE_PANEL);
  await patch(join(dir, 'src', 'components', 'pages', 'HomePage.astro'), [
    [
      "import WalletPanel from '../../islands/WalletPanel.tsx';",
      "import WalletPanel from '../../islands/ReferencePanel.tsx';",
    ],
    ["import WalletChooser from '../WalletChooser.astro';\n", ''],
    ['client:intent', 'client:load'],
    ['<WalletChooser locale={locale} walletConnect={siteConfig.walletConnectProjectId !== undefined} />', ''],
  ]);
}
