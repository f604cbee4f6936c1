import type { AstroIntegration } from 'astro';

/** One group of Rolldown's `output.codeSplitting.groups`: the modules it captures become one chunk. */
interface ChunkGroup {
  name: string;
  /** The modules it captures, by id, each with what it imports that no group of higher priority took. */
  test?: RegExp;
  /** `$initial`: only what an entry imports statically (the island's component, React's renderer). */
  tags?: '$initial'[];
  priority: number;
}

/** The name of the chunk that holds WalletConnect's pairing (its UniversalProvider). */
export const WALLETCONNECT_CHUNK = 'walletconnect';
/** Its file's name, or the end of its URL: `walletconnect.<hash>.js`. */
export const WALLETCONNECT_CHUNK_FILE = new RegExp(`(^|/)${WALLETCONNECT_CHUNK}\\.[\\w-]+\\.js$`);

/**
 * How the browser's code is cut into files. Higher priority captures first:
 *
 * - `panel`: everything the island needs to hydrate (React, the panel, its words' loader);
 * - `keccak`, `wallet-connector`: what the page's own connector shares with the account reader and with
 *   WalletConnect, taken first so that neither of those two carries it;
 * - `qrcode`: the QR encoder and the one module it imports;
 * - `walletconnect`: the page's pairing and the UniversalProvider, with all they import that nothing above took.
 */
const CHUNK_GROUPS: ChunkGroup[] = [
  { name: 'panel', tags: ['$initial'], priority: 5 },
  { name: 'keccak', test: /node_modules[\\/]@noble[\\/]hashes[\\/]esm[\\/](sha3|_u64)\.js$/, priority: 4 },
  {
    name: 'wallet-connector',
    test: /src[\\/](islands[\\/]wallet[\\/]createWalletStore|lib[\\/]wallet[\\/](walletMethods|guardReadOnly)|lib[\\/]address[\\/]checksum\w*)\.ts$/,
    priority: 3,
  },
  { name: 'qrcode', test: /node_modules[\\/](qrcode|dijkstrajs)[\\/]/, priority: 3 },
  {
    name: WALLETCONNECT_CHUNK,
    test: /src[\\/]islands[\\/]wallet[\\/]walletconnect[\\/]createWalletConnectConnection\.ts$/,
    priority: 2,
  },
];

/**
 * Cuts the browser's code into few files on the way to the QR code. Left to itself, the bundler made a chunk for
 * each set of importers: a cold click to the QR code fetched 23 files, from 220 B up, which queued on the
 * browser's six connections to the server, and the 140 KiB UniversalProvider was asked for only about 90 ms
 * after the click. With {@link CHUNK_GROUPS} the same bytes come in 11 files, and each path still loads only
 * what it needs: a browser wallet and watch mode never load WalletConnect (`tests/build/build.test.ts`).
 *
 * The browser build also writes no stylesheet of its own. Astro inlines each page's styles from the pages' own
 * build and deletes the browser build's CSS files, but a chunk holding styles (`panel` now holds the island's)
 * is still named, as a stylesheet to wait for, by every `import()` of a chunk that imports it: All wallets
 * then failed on a file that is not there.
 */
export function clientChunks(): AstroIntegration {
  return {
    name: 'client-chunks',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'client-chunks',
                configEnvironment(name) {
                  if (name !== 'client') return;
                  return {
                    build: {
                      cssCodeSplit: false,
                      rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
                    },
                  };
                },
              },
            ],
          },
        });
      },
    },
  };
}
