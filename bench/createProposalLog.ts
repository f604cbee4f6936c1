import type { PublishedMessage } from '../rig/walletconnect/createRelayHub.ts';

/** WalletConnect's tag for a session proposal (`wc_sessionPropose`), as the relay stores it on the pairing topic. */
const SESSION_PROPOSE_TAG = 1100;

/** When the local relay stored each session proposal, by pairing topic, on the machine's clock. */
export interface ProposalLog {
  /** Give this to `startRelay({ onPublish })`. */
  onPublish(message: PublishedMessage): void;
  /** The time the relay stored the first proposal on `topic`; waits for it, up to `timeoutMs`. */
  publishedAt(topic: string, timeoutMs?: number): Promise<number>;
}

/** A log of the session proposals a relay hears: the moment a pairing URI's QR code is live on the relay. */
export function createProposalLog(): ProposalLog {
  const published = new Map<string, number>();
  const waiting = new Map<string, (at: number) => void>();
  return {
    onPublish({ topic, tag, publishedAt }) {
      if (tag !== SESSION_PROPOSE_TAG || published.has(topic)) return;
      published.set(topic, publishedAt);
      waiting.get(topic)?.(publishedAt);
      waiting.delete(topic);
    },
    publishedAt(topic, timeoutMs = 30_000) {
      const known = published.get(topic);
      if (known !== undefined) return Promise.resolve(known);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(topic);
          reject(new Error(`the relay heard no proposal on ${topic} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.set(topic, (at) => {
          clearTimeout(timer);
          resolve(at);
        });
      });
    },
  };
}
