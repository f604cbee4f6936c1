/** An Astro component imported for Astro's container API with its styles (rig/browserTests/renderWalletChooser.ts). */
declare module '*.astro?container' {
  const component: Parameters<import('astro/container').experimental_AstroContainer['renderComponent']>[0];
  export default component;
}
