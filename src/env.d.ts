/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate on the first sign of intent, or at once with a reason (see src/directives/intent.ts); `"mini-app"`
     * on a site with mini apps on, where a mini-app host is such a reason.
     */
    'client:intent'?: boolean | 'mini-app';
  }
}

export {};
