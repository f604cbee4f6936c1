import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { hoistBodyStyles } from '../lib/html/hoistBodyStyles.ts';
import { listHtmlFiles } from './listHtmlFiles.ts';

/** After the build, moves the `<style>` elements Astro writes into page bodies up into their heads. */
export function hoistBodyStylesIntegration(): AstroIntegration {
  return {
    name: 'hoist-body-styles',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        for (const file of await listHtmlFiles(fileURLToPath(dir))) {
          const html = await readFile(file, 'utf8');
          const hoisted = hoistBodyStyles(html);
          if (hoisted !== html) await writeFile(file, hoisted);
        }
      },
    },
  };
}
