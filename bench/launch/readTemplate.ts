import { getAddress } from 'ethers';
import type { PageRead } from '../../rig/gateway/capturePageRead.ts';

/**
 * A captured read with its account cut out: each body as the text around every place the account was, and
 * whether it was written there in lower case (a calldata word, an ABI-encoded argument) or as written
 * (checksummed: `eth_getCode`'s parameter, a Safe probe's target).
 */
export interface ReadTemplate {
  chainId: number;
  /** The captured account, lower case without `0x`: no filled body may still hold it. */
  captured: string;
  bodies: { text: string[]; lowerCase: boolean[] }[];
  /** How many times the account occurs in the read, over every body. */
  occurrences: number;
}

/** Cuts the captured account out of every body of `read`, in whatever case each occurrence has. */
export function toReadTemplate(read: PageRead): ReadTemplate {
  const hex = read.account.slice(2).toLowerCase();
  const pattern = new RegExp(hex, 'gi');
  let occurrences = 0;
  const bodies = read.bodies.map((body) => {
    const text: string[] = [];
    const lowerCase: boolean[] = [];
    let from = 0;
    for (const match of body.matchAll(pattern)) {
      text.push(body.slice(from, match.index));
      lowerCase.push(match[0] === hex);
      from = match.index + match[0].length;
    }
    text.push(body.slice(from));
    occurrences += lowerCase.length;
    return { text, lowerCase };
  });
  if (occurrences === 0) throw new Error(`the captured read never names its account ${read.account}`);
  return { chainId: read.chainId, captured: hex, bodies, occurrences };
}

/**
 * The read's bodies for `account`: every occurrence swapped, lower case where the capture had it so, checked to
 * hold the captured account nowhere (in any case).
 */
export function fillReadTemplate(template: ReadTemplate, account: string): string[] {
  const checksummed = getAddress(account).slice(2);
  const lower = checksummed.toLowerCase();
  return template.bodies.map(({ text, lowerCase }) => {
    const body = text.reduce((filled, part, index) => {
      if (index === 0) return part;
      return filled + (lowerCase[index - 1] ? lower : checksummed) + part;
    }, '');
    if (body.toLowerCase().includes(template.captured))
      throw new Error('a filled read still names the captured account');
    return body;
  });
}

/** What a read is made of: its requests, their bytes, the JSON-RPC calls in them, and the `aggregate3` entries. */
export interface ReadShape {
  requests: number;
  bytes: number[];
  calls: number[];
  methods: string[][];
  /** Entries of each `aggregate3` in the read, in order. */
  aggregate3Entries: number[];
}

/** The ABI head of `aggregate3((address,bool,bytes)[])`: selector, then the array's offset and length. */
const AGGREGATE3_SELECTOR = '0x82ad56cb';

/** Describes the bodies of one read. */
export function describeRead(bodies: readonly string[]): ReadShape {
  const parsed = bodies.map((body) => {
    const value = JSON.parse(body) as unknown;
    return (Array.isArray(value) ? value : [value]) as { method: string; params?: unknown[] }[];
  });
  const aggregate3Entries = parsed.flat().flatMap((call) => {
    const data = (call.params?.[0] as { data?: string } | undefined)?.data ?? '';
    if (call.method !== 'eth_call' || !data.startsWith(AGGREGATE3_SELECTOR)) return [];
    return [Number.parseInt(data.slice(10 + 64, 10 + 128), 16)];
  });
  return {
    requests: bodies.length,
    bytes: bodies.map((body) => Buffer.byteLength(body)),
    calls: parsed.map((calls) => calls.length),
    methods: parsed.map((calls) => calls.map((call) => call.method)),
    aggregate3Entries,
  };
}

/**
 * What each request of a read is, by its calls: `chain id` (an `eth_chainId` alone), `read` (the one with the
 * account's `eth_getCode`, beside its `aggregate3`), `Safe probes` (calls after the read), else `request <n>`.
 */
export function stepNames(shape: ReadShape): string[] {
  const read = shape.methods.findIndex((methods) => methods.includes('eth_getCode'));
  return shape.methods.map((methods, index) => {
    if (methods.length === 1 && methods[0] === 'eth_chainId') return 'chain id';
    if (index === read) return 'read';
    return read !== -1 && index > read ? 'Safe probes' : `request ${index + 1}`;
  });
}
