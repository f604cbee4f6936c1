import { useEffect } from 'react';
import { isInMiniAppHost } from '../../../lib/miniApp/isInMiniAppHost.ts';

/**
 * Inside a mini-app host, and only where the owner turned mini apps on (`enabled`), loads the host's SDK once the
 * panel is live and greets the host (src/islands/wallet/miniApp/startMiniAppHost.ts); elsewhere it loads nothing.
 * The page hydrates at once there (src/directives/intent.ts), since the host waits for the greeting.
 */
export function useMiniAppHost(enabled: boolean): void {
  useEffect(() => {
    if (!enabled || !isInMiniAppHost(window)) return;
    import('./startMiniAppHost.ts').then((module) => module.startMiniAppHost()).catch(() => undefined);
  }, [enabled]);
}
