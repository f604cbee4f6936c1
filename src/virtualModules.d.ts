/** Modules the build makes up (no file holds them). */
declare module 'virtual:wallet-chooser-script' {
  /** The wallet chooser's script, bundled for an inline `<script>` (src/integrations/inlineChooserScript.ts). */
  const script: string;
  export default script;
}

declare module 'virtual:claims-lists' {
  /** What the build made of each claims list, one per `claims` entry (src/integrations/claimsLists.ts). */
  const lists: import('./lib/claims/claimTypes.ts').ClaimsListSummary[];
  export default lists;
}
