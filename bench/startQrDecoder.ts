import { Worker } from 'node:worker_threads';

/** Reads QR codes from PNGs in a worker thread; `stop()` ends the thread. */
export interface QrDecoder {
  decode(png: Buffer): Promise<string | null>;
  stop(): Promise<void>;
}

/** Starts one decoding thread (`bench/decodeQrWorker.ts`); reads are answered in the order they were asked. */
export function startQrDecoder(): QrDecoder {
  const worker = new Worker(new URL('./decodeQrWorker.ts', import.meta.url));
  const waiting = new Map<number, { resolve(text: string | null): void; reject(error: Error): void }>();
  let nextId = 0;
  worker.on('message', ({ id, text }: { id: number; text: string | null }) => {
    waiting.get(id)?.resolve(text);
    waiting.delete(id);
  });
  worker.on('error', (error) => {
    for (const read of waiting.values()) read.reject(error);
    waiting.clear();
  });
  return {
    decode: (png) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, png });
      }),
    stop: async () => {
      await worker.terminate();
    },
  };
}
