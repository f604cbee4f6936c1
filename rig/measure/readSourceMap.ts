/** A source map (version 3) as a bundler writes it: the parts a lookup needs. */
export interface SourceMapJson {
  version: number;
  sources: string[];
  sourceRoot?: string;
  mappings: string;
}

/** Where a position of the generated code came from: the source's path as the map names it, its line and column (0-based). */
export interface SourcePosition {
  source: string;
  line: number;
  column: number;
}

/** Looks up positions of the generated code (0-based line and column, as V8's call frames give them). */
export type SourceLookup = (line: number, column: number) => SourcePosition | null;

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** The Base64 VLQ numbers of one segment of `mappings`. */
export function decodeVlq(segment: string): number[] {
  const numbers: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`not a Base64 VLQ digit: ${char}`);
    value += (digit & 31) * 2 ** shift;
    shift += 5;
    if ((digit & 32) === 0) {
      const magnitude = Math.floor(value / 2);
      numbers.push(value % 2 === 1 ? -magnitude : magnitude);
      value = 0;
      shift = 0;
    }
  }
  return numbers;
}

/** One mapped segment of a generated line: its column, then its source, line and column. */
type Segment = [number, number, number, number];

/** The segments of every generated line, each line's in column order. */
function decodeMappings(mappings: string): Segment[][] {
  const lines: Segment[][] = [];
  let [source, line, column] = [0, 0, 0];
  for (const text of mappings.split(';')) {
    const segments: Segment[] = [];
    let generated = 0;
    for (const part of text.split(',')) {
      if (part === '') continue;
      const [columnDelta = 0, sourceDelta, lineDelta = 0, sourceColumnDelta = 0] = decodeVlq(part);
      generated += columnDelta;
      if (sourceDelta === undefined) continue;
      source += sourceDelta;
      line += lineDelta;
      column += sourceColumnDelta;
      segments.push([generated, source, line, column]);
    }
    lines.push(segments.sort((a, b) => a[0] - b[0]));
  }
  return lines;
}

/**
 * A lookup into `map`: the source of the last mapped segment at or before the position, on its line (or, for a
 * position before a line's first segment, the last segment of an earlier line); null before any mapping.
 */
export function readSourceMap(map: SourceMapJson): SourceLookup {
  if (map.version !== 3) throw new Error(`source map version ${map.version}, not 3`);
  const lines = decodeMappings(map.mappings);
  const root = map.sourceRoot ? `${map.sourceRoot.replace(/\/$/, '')}/` : '';
  return (line, column) => {
    for (let at = Math.min(line, lines.length - 1); at >= 0; at--) {
      const segments = lines[at] ?? [];
      let found: Segment | undefined;
      for (const segment of segments) {
        if (at === line && segment[0] > column) break;
        found = segment;
      }
      if (found) return { source: `${root}${map.sources[found[1]] ?? ''}`, line: found[2], column: found[3] };
    }
    return null;
  };
}
