import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Readers of the packaging files (Dockerfile, .dockerignore, the egg) for the tests that check
 * them and replay them: no container runtime runs here, so what the image and the egg would do is
 * read from the files themselves (docs/decisions/2026-12-05-packaging.md).
 */

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Instruction {
  keyword: string;
  args: string;
}

export interface Stage {
  image: string;
  name: string | undefined;
  instructions: Instruction[];
}

export interface Dockerfile {
  /** `ARG`s before the first `FROM`, with their defaults. */
  globalArgs: Map<string, string>;
  stages: Stage[];
}

/** The Dockerfile's instructions, continuation lines joined and comments left out. */
export function parseDockerfile(text: string): Dockerfile {
  const instructions: Instruction[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    // Comments (and parser directives) are whole lines, also inside a continued instruction.
    if (line.startsWith('#') || (line === '' && pending === '')) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1).trim()} `;
      continue;
    }
    const full = (pending + line).trim();
    pending = '';
    if (full === '') continue;
    const keyword = full.split(/\s+/)[0] ?? '';
    instructions.push({ keyword: keyword.toUpperCase(), args: full.slice(keyword.length).trim() });
  }
  const globalArgs = new Map<string, string>();
  const stages: Stage[] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const [image = '', as, name] = instruction.args.split(/\s+/);
      stages.push({ image, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
    } else if (stages.length === 0) {
      if (instruction.keyword !== 'ARG') throw new Error(`${instruction.keyword} before FROM`);
      const [name = '', value = ''] = instruction.args.split('=');
      globalArgs.set(name, value);
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return { globalArgs, stages };
}

export function readDockerfile(): Dockerfile {
  return parseDockerfile(readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8'));
}

/** The instructions of a stage with this keyword. */
export function instructionsOf(stage: Stage, keyword: string): string[] {
  return stage.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);
}

/** `ENV a=1 b=2` of a stage, in order (values without quotes or spaces, as ours are). */
export function envOf(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const args of instructionsOf(stage, 'ENV')) {
    for (const pair of args.split(/\s+/)) {
      const match = /^([A-Z_][A-Z0-9_]*)=([^"'\s]*)$/.exec(pair);
      if (!match?.[1]) throw new Error(`ENV not in the form NAME=value: ${pair}`);
      env[match[1]] = match[2] ?? '';
    }
  }
  return env;
}

/** The exec form of `CMD` (or of `HEALTHCHECK ... CMD`): the JSON array. */
export function execForm(args: string): string[] {
  const json = args.slice(args.indexOf('['));
  const parsed = JSON.parse(json) as unknown;
  if (!Array.isArray(parsed)) throw new Error(`not an exec form: ${args}`);
  return parsed.map((part) => {
    if (typeof part !== 'string') throw new Error(`not an exec form: ${args}`);
    return part;
  });
}

export interface CopyInstruction {
  from: string | undefined;
  source: string;
  destination: string;
}

/** `COPY [--from=stage] [--chown=...] <source> <destination>`: the forms the Dockerfile uses. */
export function copiesOf(stage: Stage): CopyInstruction[] {
  return instructionsOf(stage, 'COPY').map((args) => {
    const words = args.split(/\s+/);
    const flags = words.filter((word) => word.startsWith('--'));
    const paths = words.filter((word) => !word.startsWith('--'));
    const unknown = flags.filter((flag) => !/^--(from|chown|chmod)=/.test(flag));
    if (paths.length !== 2 || unknown.length > 0)
      throw new Error(`COPY form not replayed: ${args}`);
    const from = flags.find((flag) => flag.startsWith('--from='))?.slice('--from='.length);
    return { from, source: paths[0] ?? '', destination: paths[1] ?? '' };
  });
}

/**
 * Whether `.dockerignore` leaves a path (relative, `/`-separated) out of the build context. Only
 * the forms the file uses: `name` (at the root) and `**\/name` or `**\/*.ext` (at any depth).
 */
export function dockerIgnoreMatcher(text: string): (relative: string) => boolean {
  const patterns = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const tests = patterns.map((pattern) => {
    const anyDepth = pattern.startsWith('**/');
    const name = anyDepth ? pattern.slice(3) : pattern;
    if (
      name.includes('/') ||
      /[?[\]!]/.test(name) ||
      (name.includes('*') && !name.startsWith('*.'))
    ) {
      throw new Error(`.dockerignore pattern not understood here: ${pattern}`);
    }
    const matches = (segment: string) =>
      name.startsWith('*.') ? segment.endsWith(name.slice(1)) : segment === name;
    return (segments: string[]) => (anyDepth ? segments.some(matches) : matches(segments[0] ?? ''));
  });
  return (relative) => {
    const segments = relative.split('/');
    return tests.some((test) => test(segments));
  };
}

/** The files `docker build .` would send from the checkout: its files minus .dockerignore's. */
export function dockerContextFiles(root = repoRoot): string[] {
  const ignored = dockerIgnoreMatcher(readFileSync(path.join(root, '.dockerignore'), 'utf8'));
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (ignored(child)) continue;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) found.push(child);
    }
  };
  walk('');
  return found.sort();
}

export interface EggVariable {
  name: string;
  description: string;
  env_variable: string;
  default_value: string;
  user_viewable: boolean;
  user_editable: boolean;
  rules: string;
}

export interface Egg {
  startup: string;
  config: { files: string; startup: string; logs: string; stop: string };
  scripts: { installation: { script: string; container: string; entrypoint: string } };
  docker_images: Record<string, string>;
  variables: EggVariable[];
}

export const eggPath = path.join(repoRoot, 'deploy/egg-painel-rp.json');

/** The egg as JSON (its shape is checked by packaging-files.test.ts). */
export function readEgg(): Egg {
  return JSON.parse(readFileSync(eggPath, 'utf8')) as Egg;
}

/** What Wings looks for in the console to call the server started: `config.startup.done`. */
export function eggDoneLines(egg: Egg): string[] {
  const { done } = JSON.parse(egg.config.startup) as { done: string | string[] };
  return typeof done === 'string' ? [done] : done;
}
