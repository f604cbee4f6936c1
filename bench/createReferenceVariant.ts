import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeSiteSource } from '../tests/support/writeSiteSource.ts';

/** The reference island: the same panel, with AppKit created as soon as the page loads (AppKit's examples). */
const REFERENCE_PANEL = `import { useEffect } from 'react';
import WalletPanel, { type WalletPanelProps } from './WalletPanel.tsx';
import { loadWalletConnection } from './wallet/loadWalletConnection.ts';
import * as appKit from './wallet/createAppKitConnection.ts';

void appKit;

/** The panel with AppKit imported statically and created at page load, as AppKit's own examples do. */
export default function ReferencePanel(props: WalletPanelProps) {
  useEffect(() => {
    void loadWalletConnection(props.config);
  }, [props.config]);
  return <WalletPanel {...props} />;
}
`;

/**
 * Writes a copy of the site into `dir` whose only difference is the wallet island: hydrated at load
 * (`client:load`) with AppKit imported and created at once. Production code is not touched; the bench
 * builds this copy beside the real site to measure what loading on intent saves.
 */
export async function createReferenceVariant(dir: string): Promise<void> {
  await writeSiteSource(dir);
  await writeFile(join(dir, 'src', 'islands', 'ReferencePanel.tsx'), REFERENCE_PANEL);
  const indexPath = join(dir, 'src', 'pages', 'index.astro');
  const index = (await readFile(indexPath, 'utf8'))
    .replace(
      "import WalletPanel from '../islands/WalletPanel.tsx';",
      "import WalletPanel from '../islands/ReferencePanel.tsx';",
    )
    .replace('<WalletPanel client:intent', '<WalletPanel client:load');
  if (!index.includes('client:load'))
    throw new Error('index.astro no longer has the wallet island the bench expects');
  await writeFile(indexPath, index);
}
