/** Modules the build makes up (no file holds them). */
declare module 'virtual:wallet-chooser-script' {
  /** The wallet chooser's script, bundled for an inline `<script>` (src/integrations/inlineChooserScript.ts). */
  const script: string;
  export default script;
}
