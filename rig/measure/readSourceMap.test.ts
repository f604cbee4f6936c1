import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { decodeVlq, readSourceMap, type SourceMapJson } from './readSourceMap.ts';

describe('decodeVlq', () => {
  it('reads signed numbers of one and more digits', () => {
    expect(decodeVlq('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeVlq('CDE')).toEqual([1, -1, 2]);
    expect(decodeVlq('gB')).toEqual([16]);
    expect(decodeVlq('2H')).toEqual([123]);
    expect(decodeVlq('/////D')).toEqual([-67108863]);
  });

  it('refuses a character outside Base64', () => {
    expect(() => decodeVlq('A*')).toThrow(/VLQ digit/);
  });
});

describe('readSourceMap', () => {
  it("maps a bundle's functions back to their own files and lines, as esbuild wrote them", async () => {
    const bundle = await build({
      stdin: {
        contents:
          "import { second } from './second.ts';\nexport function first() {\n  return second() + 1;\n}\n",
        resolveDir: '/virtual',
        sourcefile: 'first.ts',
        loader: 'ts',
      },
      bundle: true,
      format: 'esm',
      sourcemap: 'external',
      outfile: '/virtual/out.js',
      write: false,
      plugins: [
        {
          name: 'virtual',
          setup(build) {
            build.onResolve({ filter: /second/ }, () => ({ path: '/virtual/second.ts' }));
            build.onLoad({ filter: /second/ }, () => ({
              contents: '// one\n// two\nexport function second(): number {\n  return 41;\n}\n',
              loader: 'ts',
            }));
          },
        },
      ],
    });
    const code = bundle.outputFiles.find((file) => file.path.endsWith('.js'))?.text ?? '';
    const map = JSON.parse(bundle.outputFiles.find((file) => file.path.endsWith('.map'))?.text ?? '{}');
    const lookup = readSourceMap(map as SourceMapJson);
    const where = (needle: string) => {
      const lines = code.split('\n');
      const line = lines.findIndex((text) => text.includes(needle));
      return lookup(line, (lines[line] ?? '').indexOf(needle));
    };
    expect(where('function second')).toMatchObject({ source: expect.stringMatching(/second\.ts$/), line: 2 });
    expect(where('function first')).toMatchObject({ source: expect.stringMatching(/first\.ts$/), line: 1 });
  });

  it('gives null before the first mapping and refuses a map of another version', () => {
    expect(readSourceMap({ version: 3, sources: ['a.ts'], mappings: ';AAAA' })(0, 5)).toBeNull();
    expect(readSourceMap({ version: 3, sources: ['a.ts'], mappings: ';AAAA' })(4, 0)).toEqual({
      source: 'a.ts',
      line: 0,
      column: 0,
    });
    expect(() => readSourceMap({ version: 2, sources: [], mappings: '' })).toThrow(/version 2/);
  });
});
