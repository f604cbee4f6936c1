import { describe, expect, it } from 'vitest';
import { moduleClosure, staticImportsOf } from './moduleClosure.ts';

const CHUNKS: Record<string, string> = {
  'Panel.a1.js':
    'import{o as e}from"./runtime.b2.js";import"./styles.c3.js";const x=()=>import(`./Lazy.d4.js`);',
  'runtime.b2.js': "import { t } from './shared.e5.js';",
  'styles.c3.js': 'export const s=1;',
  'shared.e5.js': 'import{o}from"./runtime.b2.js";',
  'Lazy.d4.js': 'import{t}from"./shared.e5.js";import{y}from"./deep.f6.js";',
};

describe('staticImportsOf', () => {
  it('finds static and side-effect imports of sibling chunks, not dynamic ones', () => {
    expect(staticImportsOf(CHUNKS['Panel.a1.js'] ?? '')).toEqual(['runtime.b2.js', 'styles.c3.js']);
    expect(staticImportsOf(CHUNKS['runtime.b2.js'] ?? '')).toEqual(['shared.e5.js']);
  });
});

describe('moduleClosure', () => {
  it('follows static imports transitively, each chunk once, through cycles', () => {
    expect(moduleClosure('Panel.a1.js', (name) => CHUNKS[name])).toEqual([
      'Panel.a1.js',
      'runtime.b2.js',
      'styles.c3.js',
      'shared.e5.js',
    ]);
  });

  it('keeps a chunk it cannot read without following it', () => {
    expect(moduleClosure('Lazy.d4.js', (name) => CHUNKS[name])).toEqual([
      'Lazy.d4.js',
      'shared.e5.js',
      'deep.f6.js',
      'runtime.b2.js',
    ]);
  });
});
