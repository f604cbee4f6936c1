/** Modules the build makes up (no file holds them). */
declare module 'virtual:wallet-chooser-script' {
  /** The wallet chooser's script, bundled for an inline `<script>` (src/integrations/inlineChooserScript.ts). */
  const script: string;
  export default script;
}

declare module 'virtual:panel-config' {
  /** The island's part of the site config, with what the build made of each claims list (src/integrations/panelConfigModule.ts). */
  const config: import('./lib/config/toPanelConfig.ts').PanelConfig;
  export default config;
}
