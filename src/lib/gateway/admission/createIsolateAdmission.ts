/** Whether an isolate takes a new request: how many it has in hand against the most it works on at once. */
export interface IsolateAdmission {
  /** Takes a new request (call {@link IsolateAdmission.release} once it is answered), or refuses it: false. */
  admit(): boolean;
  /** A request taken is answered. */
  release(): void;
  /** Requests taken and not answered yet. */
  inFlight(): number;
}

/**
 * Creates the admission of one isolate, which counts the gateway's own queue before any work is done on a
 * request: up to `maxInFlight` requests in hand, a new one is taken; beyond, it is refused at once. When the
 * isolate (or, where they share its thread, the chain's object) runs short of CPU, its requests take longer, so
 * more are in hand at once: the cap then turns the surplus away in milliseconds, where it would have waited
 * behind the work it adds to, and the requests taken keep their time.
 */
export function createIsolateAdmission(maxInFlight: number): IsolateAdmission {
  let inFlight = 0;
  return {
    admit() {
      if (inFlight >= maxInFlight) return false;
      inFlight++;
      return true;
    },
    release() {
      inFlight = Math.max(0, inFlight - 1);
    },
    inFlight: () => inFlight,
  };
}
