/**
 * A worker thread that reads QR codes from PNG screenshots ({@link decodeQrCode}), so the hundreds of
 * milliseconds a read takes do not hold up the bench's event loop, where the local relay stamps its messages.
 * Answers each `{ id, png }` with `{ id, text }` (null when no code reads).
 */
import { parentPort } from 'node:worker_threads';
import { decodeQrCode } from '../rig/walletconnect/decodeQrCode.ts';

parentPort?.on('message', ({ id, png }: { id: number; png: Uint8Array }) => {
  parentPort?.postMessage({ id, text: decodeQrCode(Buffer.from(png)) });
});
