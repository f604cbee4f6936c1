import { relative } from 'node:path';
import type { IsolateProfile, ProfileCallFrame } from '../../rig/gateway/inspectIsolate.ts';

/**
 * Where a sample's time goes: the Worker's own work per request, the chain's object's per read, V8's garbage
 * collector, the isolate's native work outside JavaScript (`(program)`), or the runtime's own JavaScript
 * (workerd's and Miniflare's wrappers, with no frame of the gateway's code on the stack).
 */
export type ProfileShare = 'worker' | 'object' | 'gc' | 'program' | 'runtime';

/** Source folders and files whose frames make a stack the chain's object's work. */
const OBJECT_PARTS = [
  'src/worker/ChainReads.ts',
  'src/lib/gateway/merge/',
  'src/lib/gateway/upstream/',
  'src/lib/gateway/cappedReads/',
];
/**
 * The Worker's own parts. Any other file of `src/` on a stack without the object's parts (`aggregate3/`
 * checking a visitor's call, `GatewayError.ts`, settings) is the Worker's too.
 */
const WORKER_PARTS = [
  'src/worker/rpcGateway.ts',
  'src/lib/gateway/policy/',
  'src/lib/gateway/answer/',
  'src/lib/gateway/cache/',
];

/** One function's self time: its share, name, where it is, and the gateway's frame nearest it when it is not the gateway's own. */
export interface ProfileFunction {
  share: ProfileShare;
  name: string;
  where: string;
  ms: number;
}

/** A profile's time by share, and its functions by self time, the most first. */
export interface ProfileAttribution {
  /** Sampled time, idle excluded, in milliseconds, and how many samples that was. */
  sampledMs: number;
  idleMs: number;
  samples: number;
  ms: Record<ProfileShare, number>;
  /** Within the Worker and the object: self time per part of the gateway (a file of `src/worker/`, a folder of `src/lib/gateway/`). */
  byPart: Record<string, number>;
  functions: ProfileFunction[];
}

/** The part of the gateway a source file belongs to: its folder under `src/lib/gateway/`, or its own name. */
function partOf(file: string): string {
  const inGateway = /^src\/lib\/gateway\/([^/]+)\//.exec(file);
  if (inGateway) return `src/lib/gateway/${inGateway[1]}/`;
  return file;
}

type Frame = { name: string; file: string | null; where: string };

/** A call frame as a repository file (null outside `src/`), and where it is, for a person. */
function toFrame(profile: IsolateProfile, callFrame: ProfileCallFrame, root: string): Frame {
  const name = callFrame.functionName || '(anonymous)';
  const found = profile.lookup(callFrame.scriptId, callFrame.lineNumber, callFrame.columnNumber);
  const path = found ? relative(root, found.source) : null;
  if (path && found)
    return { name, file: path.startsWith('src/') ? path : null, where: `${path}:${found.line + 1}` };
  const script = callFrame.url.split('/').pop() || '(native)';
  return { name, file: null, where: script };
}

/** The share of a stack (leaf first) of frames. */
function shareOf(leafName: string, stack: readonly Frame[]): ProfileShare {
  if (leafName === '(garbage collector)') return 'gc';
  if (leafName === '(program)') return 'program';
  const files = stack.flatMap((frame) => (frame.file ? [frame.file] : []));
  if (files.some((file) => OBJECT_PARTS.some((part) => file.startsWith(part)))) return 'object';
  if (files.some((file) => WORKER_PARTS.some((part) => file.startsWith(part)))) return 'worker';
  return files.length > 0 ? 'worker' : 'runtime';
}

/**
 * Attributes a profile's samples (each lasts until the next) to the Worker, the object, GC, the isolate's
 * native work or the runtime, by the stack it was taken in: a stack with a frame of the object's parts is the
 * object's; else one with a frame of the gateway's `src/` is the Worker's. Self time is summed per function,
 * a native or library function under the nearest frame of the gateway's code (`via`). `root`: the repository.
 */
export function attributeProfile(profile: IsolateProfile, root: string): ProfileAttribution {
  const { nodes, samples, timeDeltas } = profile.profile;
  const parent = new Map<number, number>();
  for (const node of nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const frames = new Map(nodes.map((node) => [node.id, toFrame(profile, node.callFrame, root)]));
  const described = new Map<
    number,
    { share: ProfileShare; fn: Omit<ProfileFunction, 'ms'>; part: string | null }
  >();
  const describeNode = (id: number) => {
    const known = described.get(id);
    if (known) return known;
    const stack: Frame[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
      stack.push(frames.get(at) as Frame);
    const leaf = stack[0] as Frame;
    const share = shareOf(byId.get(id)?.callFrame.functionName ?? '', stack);
    const owner = stack.find((frame) => frame.file !== null);
    const via = leaf.file === null && owner ? ` via ${owner.name} (${owner.where})` : '';
    const part = share === 'worker' || share === 'object' ? partOf(owner?.file ?? '') : null;
    const entry = { share, fn: { share, name: leaf.name, where: `${leaf.where}${via}` }, part };
    described.set(id, entry);
    return entry;
  };
  const ms: Record<ProfileShare, number> = { worker: 0, object: 0, gc: 0, program: 0, runtime: 0 };
  const byPart: Record<string, number> = {};
  const functions = new Map<string, ProfileFunction>();
  let idleMs = 0;
  let busySamples = 0;
  samples.forEach((id, index) => {
    const sampleMs = (timeDeltas[index + 1] ?? 0) / 1000;
    if (byId.get(id)?.callFrame.functionName === '(idle)') {
      idleMs += sampleMs;
      return;
    }
    busySamples++;
    const { share, fn, part } = describeNode(id);
    ms[share] += sampleMs;
    if (part) byPart[part] = (byPart[part] ?? 0) + sampleMs;
    const key = `${fn.share} ${fn.name} ${fn.where}`;
    const entry = functions.get(key) ?? { ...fn, ms: 0 };
    entry.ms += sampleMs;
    functions.set(key, entry);
  });
  const sampledMs = Object.values(ms).reduce((sum, value) => sum + value, 0);
  return {
    sampledMs,
    idleMs,
    samples: busySamples,
    ms,
    byPart,
    functions: [...functions.values()].sort((a, b) => b.ms - a.ms),
  };
}
