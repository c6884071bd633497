import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import {
  collectClassNames,
  trimmedConfigSource,
  trimmedTailwindMergeConfig,
} from '../../build/tailwind-merge-config';
import { cn } from './cn';

const configFile = path.join(import.meta.dirname, 'tailwind-merge-config.ts');
const classNames = collectClassNames(path.join(import.meta.dirname, '..'));
/** The words tailwind-merge's default configuration takes for utilities. */
const utilities = classNames.filter((name) => twMerge(`${name} ${name}`) === name);

/** Class names by their variants (`md:hover:`): only names with the same ones can conflict. */
function byVariants(names: readonly string[]): string[][] {
  const sets = new Map<string, string[]>();
  for (const name of names) {
    const variants =
      name.split(':').slice(0, -1).sort().join(':') + (name.includes('!') ? '!' : '');
    sets.set(variants, [...(sets.get(variants) ?? []), name]);
  }
  return [...sets.values()];
}

describe('cn', () => {
  it('lets the later of two conflicting utilities win', () => {
    expect(cn('px-2 py-1', 'p-3')).toBe('p-3');
    expect(cn('size-9 rounded-md', false, 'size-11 rounded-full')).toBe('size-11 rounded-full');
    expect(cn('text-sm', 'text-muted-foreground')).toBe('text-sm text-muted-foreground');
  });

  it('holds the configuration cut down to the class names of the sources', async () => {
    const source = trimmedConfigSource(trimmedTailwindMergeConfig(classNames));
    const options = await resolveConfig(configFile);
    const formatted = await format(source, { ...options, filepath: configFile });
    await expect(formatted).toMatchFileSnapshot(configFile);
  });

  it('merges any two utilities of the sources as tailwind-merge does', () => {
    const differences: string[] = [];
    for (const names of byVariants(utilities)) {
      for (const first of names) {
        for (const second of names) {
          const pair = `${first} ${second}`;
          if (cn(pair) !== twMerge(pair)) differences.push(pair);
        }
      }
    }
    expect(differences).toEqual([]);
  });
});
