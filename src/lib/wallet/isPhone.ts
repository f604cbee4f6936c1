/** What phone detection looks at: the primary pointer and the user agent. */
export interface DeviceHints {
  /** `matchMedia('(pointer:coarse)').matches`: the primary pointer is a finger. */
  coarsePointer: boolean;
  userAgent: string;
}

const PHONE_AGENTS = /Android|webOS|iPhone|iPad|iPod|BlackBerry|Opera Mini/u;

/**
 * True on a phone or tablet: where WalletConnect means opening a wallet app rather than scanning a QR code.
 * The same test AppKit makes (`CoreHelperUtil.isMobile`), so the page and All wallets agree.
 */
export function isPhone({ coarsePointer, userAgent }: DeviceHints): boolean {
  return coarsePointer || PHONE_AGENTS.test(userAgent);
}

/** The hints of the browser the page runs in. */
export function deviceHints(): DeviceHints {
  return {
    coarsePointer: typeof matchMedia === 'function' && matchMedia('(pointer:coarse)').matches,
    userAgent: navigator.userAgent,
  };
}
