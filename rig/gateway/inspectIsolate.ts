import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { readSourceMap, type SourceLookup, type SourceMapJson } from '../measure/readSourceMap.ts';

/** A call frame of a V8 CPU profile (Chrome DevTools protocol, `Profiler.ProfileNode`). */
export interface ProfileCallFrame {
  functionName: string;
  scriptId: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

/** A V8 CPU profile as `Profiler.stop` returns it. */
export interface CpuProfile {
  nodes: { id: number; callFrame: ProfileCallFrame; children?: number[] }[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A profile of the isolate, and a lookup from each bundled script's positions to its sources. */
export interface IsolateProfile {
  profile: CpuProfile;
  /** The source of a script position (by the script's id), through its source map; null without one. */
  lookup(scriptId: string, line: number, column: number): ReturnType<SourceLookup>;
}

/** A running profile: stop it to get what it sampled. */
export interface IsolateProfiler {
  stop(): Promise<IsolateProfile>;
}

/** How long a command may take (a whole profile comes back in one answer). */
const SEND_TIMEOUT_MS = 60_000;

/** A Chrome DevTools protocol session over the inspector's WebSocket: send a command, hear events. */
async function openSession(inspectorPort: number) {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json()) as {
    webSocketDebuggerUrl?: string;
  }[];
  const target = targets.find((candidate) => candidate.webSocketDebuggerUrl);
  if (!target?.webSocketDebuggerUrl) throw new Error(`no inspector target on port ${inspectorPort}`);
  const socket = new WebSocket(target.webSocketDebuggerUrl, { maxPayload: 1024 * 1024 * 1024 });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let nextId = 0;
  const pending = new Map<number, (message: { result?: unknown; error?: unknown }) => void>();
  const listeners: ((method: string, params: Record<string, unknown>) => void)[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as {
      id?: number;
      method?: string;
      params?: Record<string, unknown>;
      result?: unknown;
      error?: unknown;
    };
    if (message.id !== undefined) pending.get(message.id)?.(message);
    else if (message.method) for (const listener of listeners) listener(message.method, message.params ?? {});
  });
  const send = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const id = ++nextId;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`the inspector did not answer ${method} within ${SEND_TIMEOUT_MS} ms`));
      }, SEND_TIMEOUT_MS);
      pending.set(id, (message) => {
        clearTimeout(timer);
        pending.delete(id);
        if (message.error) reject(new Error(`${method}: ${JSON.stringify(message.error)}`));
        else resolve(message.result);
      });
      socket.send(JSON.stringify({ id, method, params }));
    });
  return {
    send,
    onEvent: (listener: (typeof listeners)[number]) => listeners.push(listener),
    close: () => socket.close(),
  };
}

/**
 * The source map of every script the isolate has parsed that names one (wrangler's bundle), by script id: the
 * profile's frames name a script by id and a short URL of wrangler's (`rpcGateway.js`), not the file's.
 */
async function readScriptMaps(session: Awaited<ReturnType<typeof openSession>>) {
  const named = new Map<string, string>();
  session.onEvent((method, params) => {
    const { scriptId, url, sourceMapURL } = params as {
      scriptId?: string;
      url?: string;
      sourceMapURL?: string;
    };
    if (method === 'Debugger.scriptParsed' && scriptId && url?.startsWith('file:') && sourceMapURL) {
      named.set(scriptId, new URL(sourceMapURL, url).href);
    }
  });
  // Enabling the debugger replays every parsed script; it is off again before the profile starts.
  await session.send('Debugger.enable');
  await session.send('Debugger.disable');
  const maps = new Map<string, SourceLookup>();
  for (const [scriptId, mapUrl] of named) {
    if (!mapUrl.startsWith('file:')) continue;
    const json = JSON.parse(await readFile(fileURLToPath(mapUrl), 'utf8')) as SourceMapJson;
    const lookup = readSourceMap(json);
    const base = new URL('.', mapUrl);
    maps.set(scriptId, (line, column) => {
      const found = lookup(line, column);
      return found ? { ...found, source: fileURLToPath(new URL(found.source, base)) } : null;
    });
  }
  return maps;
}

/** One inspector session with the Worker's isolate: what it logs, and V8's profiler. */
export interface IsolateInspector {
  /**
   * Starts V8's sampling profiler, sampling every `intervalUs`; its `stop()` returns the profile with a lookup
   * into the bundle's source map (read from the file wrangler wrote, which its `sourceMappingURL` names), so
   * each frame can be traced to a file of the repository.
   */
  startProfiler(intervalUs?: number): Promise<IsolateProfiler>;
  /** The lines logged so far (`console.log` and kin) that hold the needle it was opened with. */
  logged(): string[];
  close(): void;
}

/**
 * Opens the inspector of the isolate behind a `wrangler dev` inspector port (the Worker and its Durable Objects
 * run in it; wrangler serves one session at a time, so everything goes through this one) and listens to what it
 * logs (`Runtime.consoleAPICalled`), keeping the lines that hold `needle`: this hears the gateway's own figures
 * while wrangler, at log level warn, prints none of the Worker's lines (nor a line per request, which costs it
 * CPU).
 */
export async function openIsolateInspector(inspectorPort: number, needle: string): Promise<IsolateInspector> {
  const session = await openSession(inspectorPort);
  const lines: string[] = [];
  session.onEvent((method, params) => {
    if (method !== 'Runtime.consoleAPICalled') return;
    const args = (params.args ?? []) as { value?: unknown }[];
    const line = args.map((arg) => String(arg.value ?? '')).join(' ');
    if (line.includes(needle)) lines.push(line);
  });
  await session.send('Runtime.enable');
  return {
    async startProfiler(intervalUs = 250) {
      const maps = await readScriptMaps(session);
      await session.send('Profiler.enable');
      await session.send('Profiler.setSamplingInterval', { interval: intervalUs });
      await session.send('Profiler.start');
      return {
        async stop() {
          const { profile } = (await session.send('Profiler.stop')) as { profile: CpuProfile };
          await session.send('Profiler.disable');
          return { profile, lookup: (scriptId, line, column) => maps.get(scriptId)?.(line, column) ?? null };
        },
      };
    },
    logged: () => [...lines],
    close: () => session.close(),
  };
}
