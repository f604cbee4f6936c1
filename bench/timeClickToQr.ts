import type { CDPSession, Page } from '@playwright/test';
import type { ProposalLog } from './createProposalLog.ts';
import { clickThroughToQr, findShownRect } from './pageProbes.ts';
import type { QrDecoder } from './startQrDecoder.ts';

/** One click through to the QR code, in milliseconds from the click on Connect (the machine's clock throughout). */
export interface QrTimes {
  /** The QR code's element, drawn from a `wc:` URI, laid out (a rAF in the page); it may still be fading in. */
  inDomMs: number;
  /** Start of the last screenshot whose pixels did not read as the URI: the code was not scannable before this. */
  notOnScreenMs: number;
  /** End of the first screenshot whose pixels read as the URI: the code was on screen, scannable, by then. */
  onScreenMs: number;
  /** The local relay stored the session proposal on the URI's pairing topic (negative: before the click). */
  proposalPublishedMs: number;
  /** Screenshots taken until the code read. */
  screenshots: number;
}

/** One screenshot of the code's place on the page, with the machine's clock before and after it. */
interface Capture {
  before: number;
  after: number;
  png: Buffer;
}

/** A pairing URI, as a QR code carries it: its topic is where the proposal goes. */
const PAIRING_URI = /^wc:([0-9a-f]{64})@2\?/;
const GIVE_UP_MS = 20_000;

/** Screenshots `selector`'s place (read again before each shot, as the modal may still move) in CSS pixels. */
async function capture(page: Page, cdp: CDPSession, selector: string): Promise<Capture | null> {
  const rect = await findShownRect(page, selector);
  if (!rect || rect.width < 1 || rect.height < 1) return null;
  const before = Date.now();
  const { data } = await cdp.send('Page.captureScreenshot', {
    format: 'png',
    clip: { ...rect, scale: 1 },
    captureBeyondViewport: false,
  });
  return { before, after: Date.now(), png: Buffer.from(data, 'base64') };
}

/**
 * Screenshots the code's place until one reads as a pairing URI. Only the newest screenshot is read while the
 * page works (one read at a time, in a worker thread), so shots are not held up by reads; once one reads, the
 * loop stops and the shots between the last unread-able one and it are searched (halving) for the first that
 * reads: a code, once scannable, stays so.
 */
async function firstReadableCapture(page: Page, cdp: CDPSession, selector: string, decoder: QrDecoder) {
  const captures: Capture[] = [];
  const state: {
    lastUnreadable: number;
    readable: { index: number; uri: string } | null;
    reading: boolean;
    failed: unknown;
  } = { lastUnreadable: -1, readable: null, reading: false, failed: null };
  const read = async (index: number) => {
    const uri = await decoder.decode(captures[index]?.png ?? Buffer.alloc(0));
    return uri !== null && PAIRING_URI.test(uri) ? uri : null;
  };
  const deadline = Date.now() + GIVE_UP_MS;
  while (state.readable === null) {
    if (state.failed) throw state.failed;
    if (Date.now() > deadline) throw new Error(`no screenshot of ${selector} read as a pairing URI`);
    const shot = await capture(page, cdp, selector);
    if (!shot) continue;
    captures.push(shot);
    if (state.reading) continue;
    const index = captures.length - 1;
    state.reading = true;
    read(index).then(
      (uri) => {
        if (uri) state.readable ??= { index, uri };
        else state.lastUnreadable = Math.max(state.lastUnreadable, index);
        state.reading = false;
      },
      (error: unknown) => {
        state.failed = error;
      },
    );
  }
  let low = state.lastUnreadable + 1;
  let high = state.readable.index;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (await read(middle)) high = middle;
    else low = middle + 1;
  }
  return { captures, first: high, uri: state.readable.uri };
}

/**
 * In a page loaded and settled: clicks Connect, then the QR option, and times the QR code three ways: its element
 * laid out, its pixels on screen (screenshots read as a camera would, from the moment the element is laid out),
 * and its proposal live on the relay. A screencast would slow the page 2-3× on 2 cores; single screenshots start
 * only once the element is there, and reading them happens off the event loop the relay shares.
 */
export async function timeClickToQr(
  page: Page,
  qrOption: string,
  qrShown: string,
  decoder: QrDecoder,
  proposals: ProposalLog,
): Promise<QrTimes> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { clickedAt, shownAt } = await clickThroughToQr(page, qrOption, qrShown);
    const { captures, first, uri } = await firstReadableCapture(page, cdp, qrShown, decoder);
    const topic = PAIRING_URI.exec(uri)?.[1] ?? '';
    const published = await proposals.publishedAt(topic);
    const notOnScreenAt = Math.max(shownAt, captures[first - 1]?.before ?? shownAt);
    return {
      inDomMs: shownAt - clickedAt,
      notOnScreenMs: notOnScreenAt - clickedAt,
      onScreenMs: (captures[first]?.after ?? Number.NaN) - clickedAt,
      proposalPublishedMs: published - clickedAt,
      screenshots: captures.length,
    };
  } finally {
    await cdp.detach();
  }
}
