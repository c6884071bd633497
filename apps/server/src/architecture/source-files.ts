import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `apps/server/src`. */
export const srcDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface SourceFile {
  /** Relative to `apps/server/src`, with `/`. */
  path: string;
  text: string;
}

/** The server's own source under `dir` (relative to src): no tests, no migrations, no local Discord. */
export function sourceFiles(dir = '.'): SourceFile[] {
  const walk = (at: string): string[] =>
    readdirSync(at, { withFileTypes: true }).flatMap((entry) => {
      const path = join(at, entry.name);
      if (entry.isDirectory()) {
        return entry.name === 'migrations' || path === join(srcDir, 'discord', 'local')
          ? []
          : walk(path);
      }
      return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
    });
  return walk(join(srcDir, dir)).map((path) => ({
    path: relative(srcDir, path).split('\\').join('/'),
    text: readFileSync(path, 'utf8'),
  }));
}

/** Each line of `file` matching `pattern`, as `path:line: text`. */
export function linesMatching(file: SourceFile, pattern: RegExp): string[] {
  return file.text
    .split('\n')
    .flatMap((line, index) =>
      pattern.test(line) ? [`${file.path}:${index + 1}: ${line.trim()}`] : [],
    );
}
