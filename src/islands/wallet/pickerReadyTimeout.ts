/** How long AppKit may take to get ready and open before the visitor is told (AppKit alone waits forever). */
export const PICKER_READY_TIMEOUT_MS = 6_000;
