import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';

/** The module id under which the chooser's compiled script is importable in Astro components. */
const MODULE_ID = 'virtual:wallet-chooser-script';
const RESOLVED_ID = `\0${MODULE_ID}`;
const ENTRY = fileURLToPath(new URL('../chooser/startWalletChooser.ts', import.meta.url));

/** Bundles the chooser and everything it imports into one minified script, as text. */
async function bundleChooser(): Promise<string> {
  const output = await build({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  return output.outputFiles[0]?.text.trim() ?? '';
}

/**
 * Makes `import chooserScript from 'virtual:wallet-chooser-script'` the wallet chooser's script, bundled into
 * one piece of text for an inline `<script>`: the chooser is live with the HTML, at no request, which is how
 * Astro itself ships client directives (also bundled with esbuild). As an Astro `<script>` it would be a module
 * file (it shares code with the island), fetched before intent and counted against the first paint.
 */
export function inlineChooserScript(): AstroIntegration {
  return {
    name: 'inline-chooser-script',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'inline-chooser-script',
                resolveId: (id: string) => (id === MODULE_ID ? RESOLVED_ID : undefined),
                async load(id: string) {
                  if (id !== RESOLVED_ID) return undefined;
                  return `export default ${JSON.stringify(await bundleChooser())};`;
                },
              },
            ],
          },
        });
      },
    },
  };
}
