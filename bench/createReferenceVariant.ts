import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeSiteSource } from '../rig/site/writeSiteSource.ts';

/**
 * The reference island: the same panel, with AppKit imported and created as soon as the page loads, and Connect
 * opening AppKit's own modal (AppKit's examples). It hands Connect to the panel as a WalletConnect choice.
 */
const REFERENCE_PANEL = `import { useEffect } from 'react';
import { CHOOSER_EVENTS, sendChooserEvent } from '../chooser/chooserProtocol.ts';
import WalletPanel, { type WalletPanelProps } from './WalletPanel.tsx';
import { loadWalletConnection } from './wallet/loadWalletConnection.ts';
import * as appKit from './wallet/createAppKitConnection.ts';

void appKit;

/** The panel with AppKit imported statically and created at page load, as AppKit's own examples do. */
export default function ReferencePanel(props: WalletPanelProps) {
  useEffect(() => {
    void loadWalletConnection(props.config, 'walletconnect');
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('[data-intent="connect"]'))
        sendChooserEvent(CHOOSER_EVENTS.choose, { kind: 'walletconnect' });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [props.config]);
  return <WalletPanel {...props} />;
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
 * island hydrated at load (\`client:load\`) with AppKit created at once, no page chooser, and AppKit's modal
 * listing browser wallets itself. Production code is not touched; the bench builds this copy beside the real
 * site to measure what the page's design saves.
 */
export async function createReferenceVariant(dir: string): Promise<void> {
  await writeSiteSource(dir);
  await writeFile(join(dir, 'src', 'islands', 'ReferencePanel.tsx'), REFERENCE_PANEL);
  await patch(join(dir, 'src', 'pages', 'index.astro'), [
    [
      "import WalletPanel from '../islands/WalletPanel.tsx';",
      "import WalletPanel from '../islands/ReferencePanel.tsx';",
    ],
    ["import WalletChooser from '../components/WalletChooser.astro';\n", ''],
    ['<WalletPanel client:intent', '<WalletPanel client:load'],
    ['<WalletChooser walletConnect={panelConfig.walletConnectProjectId !== null} />', ''],
  ]);
  await patch(join(dir, 'src', 'islands', 'wallet', 'createAppKitConnection.ts'), [
    ['enableInjected: false', 'enableInjected: true'],
    ['enableEIP6963: false', 'enableEIP6963: true'],
    ['appKit.open({ view })', 'appKit.open()'],
  ]);
}
