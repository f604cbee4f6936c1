let guarded = false;

/**
 * AppKit queues some analytics events even with `analytics: false` and flushes them with `navigator.sendBeacon`
 * to its telemetry host. The CSP would refuse them (and log an error); this drops any beacon to another origin
 * before it is attempted, so no telemetry is even tried. Same-origin beacons pass untouched.
 */
export function guardBeacons(): void {
  if (guarded || typeof navigator.sendBeacon !== 'function') return;
  guarded = true;
  const send = navigator.sendBeacon.bind(navigator);
  navigator.sendBeacon = (url, data) =>
    new URL(String(url), window.location.href).origin === window.location.origin ? send(url, data) : true;
}
