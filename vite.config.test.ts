import { describe, expect, it } from 'vitest';
import { chunkLoop } from './vite.config.ts';

const graph = (imports: Record<string, string[]>) => {
  const chunks = Object.entries(imports).map(([fileName, list]) => ({ fileName, imports: list }));
  return [chunks, new Map(chunks.map((c) => [c.fileName, c]))] as const;
};

describe('the build refuses chunks that import each other', () => {
  it('finds a loop, naming it', () => {
    expect(
      chunkLoop(
        ...graph({
          'index.js': ['shared.js'],
          'shared.js': ['units.js', 'react.js'],
          'units.js': ['shared.js'],
          'react.js': [],
        }),
      ),
    ).toEqual(['shared.js', 'units.js', 'shared.js']);
  });

  it('passes a tree, where chunks share what they import', () => {
    expect(
      chunkLoop(
        ...graph({
          'index.js': ['shared.js', 'react.js'],
          'units.js': ['shared.js', 'react.js'],
          'shared.js': ['react.js', 'outside.js'],
          'react.js': [],
        }),
      ),
    ).toBeNull();
  });
});
