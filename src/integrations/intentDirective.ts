import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers `client:intent`: hydrate an island when the visitor shows intent, or at once with a reason. */
export function intentDirective(): AstroIntegration {
  return {
    name: 'intent-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'intent',
          entrypoint: fileURLToPath(new URL('../directives/intent.ts', import.meta.url)),
        });
      },
    },
  };
}
