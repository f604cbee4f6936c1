/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first sign of intent, or at once with a reason (see src/directives/intent.ts). */
    'client:intent'?: boolean;
  }
}

export {};
