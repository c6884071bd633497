import { join, resolve } from 'node:path';
import { auditFieldLabel, auditFieldRef } from '@panel/contract/api/audit-fields';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { scanAuditFields, type AuditFieldScan } from './audit-field-scan';
import { sourceFiles, srcDir } from './source-files';

// Rule: docs/decisions/2026-12-04-audit-types-and-fields.md. Every field a module writes in an
// audit entry's before or after value has a Portuguese name in the contract's table
// (`auditFieldLabel`), and a field that holds ids says what they name (`auditFieldRef`), so the
// Auditoria screen never shows a raw key nor, where it can name it, a bare id.
const decision = 'docs/decisions/2026-12-04-audit-types-and-fields.md';
const table = 'packages/contract/src/api/audit-fields.ts';

function compilerOptions(): ts.CompilerOptions {
  const config = ts.getParsedCommandLineOfConfigFile(
    resolve(srcDir, '../tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!config) throw new Error('apps/server/tsconfig.json could not be read');
  return { ...config.options, noEmit: true };
}

/** The modules' files that write audit entries, read with the server's compiler options. */
function scanModules(): AuditFieldScan {
  const files = sourceFiles('modules')
    .filter((file) => file.text.includes('recordAudit('))
    .map((file) => join(srcDir, file.path));
  return scanAuditFields(ts.createProgram(files, compilerOptions()), files);
}

/** A module of one file, `probe.ts`, as if it were on disk. */
function scanProbe(text: string): AuditFieldScan {
  const file = join(srcDir, 'modules/probe/probe.ts');
  const options = compilerOptions();
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === file || fileExists(name);
  host.getSourceFile = (name, language, ...rest) =>
    name === file
      ? ts.createSourceFile(name, text, language, true)
      : getSourceFile(name, language, ...rest);
  return scanAuditFields(ts.createProgram([file], options, host), [file]);
}

const idField = /(^id|Id|Ids|Role)$/;

/** Each rule broken, as `key (where)`, one line per key. */
function offending(scan: AuditFieldScan, breaks: (key: string) => boolean): string[] {
  const found = new Map<string, string>();
  for (const { key, where } of scan.keys) {
    if (breaks(key) && !found.has(key)) found.set(key, where);
  }
  return [...found].map(([key, where]) => `${key} (${where})`);
}

const unlabeled = (key: string) => auditFieldLabel(key) === undefined;
const unnamedIds = (key: string) => idField.test(key) && auditFieldRef(key) === undefined;

describe('audit fields', () => {
  // One program for both rules: building it reads the modules' imports' types (a few seconds).
  const scan = scanModules();

  it('reads every audit entry the modules write, and every field of their values', () => {
    expect(scan.calls).toBeGreaterThan(60);
    expect(new Set(scan.keys.map((entry) => entry.key)).size).toBeGreaterThan(100);
    expect(
      scan.unreadable,
      `Rule (${decision}): write the entry as an object and give before/after a type the check can list (an object type, a Record of typed keys, or assignments to an empty object).`,
    ).toEqual([]);
  });

  it('names every field in Portuguese', () => {
    expect(
      offending(scan, unlabeled),
      `Rule (${decision}): add a Portuguese name for each field below to ${table}.`,
    ).toEqual([]);
  });

  it('says what every id field names, so the screen shows names', () => {
    expect(
      offending(scan, unnamedIds),
      `Rule (${decision}): say in ${table} (auditFieldRef) what each id field below names.`,
    ).toEqual([]);
  });

  it('finds the fields however a value is built, and reports what it cannot read', () => {
    const probe = scanProbe(`
      declare function recordAudit(db: unknown, audit: unknown, entry: object): Promise<void>;
      type Flags = { alphaFlag: boolean; betaFlag: boolean };
      const flagKeys = ['alphaFlag', 'betaFlag'] as const;
      function snapshot() {
        return { snapshotField: 1, evidence: [{ fileName: 'a.png', sha256: 'x' }] };
      }
      export async function probe(flags: Flags, changed: boolean, loose: unknown) {
        const pick = (map: Flags) => Object.fromEntries(flagKeys.map((key) => [key, map[key]]));
        const before: Record<string, unknown> = {};
        if (changed) before.assignedField = { nestedField: 'x' };
        await recordAudit(null, null, {
          action: 'probe.one',
          before,
          after: { literalField: 1, ...snapshot(), ...(changed && { spreadField: 2 }) },
        });
        await recordAudit(null, null, { action: 'probe.two', before: pick(flags) });
        await recordAudit(null, null, { action: 'probe.three', ...(changed && { after: { inSpread: 1 } }) });
        await recordAudit(null, null, { action: 'probe.four', after: loose });
      }
    `);
    expect(probe.calls).toBe(4);
    expect([...new Set(probe.keys.map((entry) => entry.key))].sort()).toEqual(
      [
        'alphaFlag',
        'assignedField',
        'betaFlag',
        'evidence',
        'inSpread',
        'literalField',
        'nestedField',
        'snapshotField',
        'spreadField',
      ].sort(),
    );
    expect(probe.unreadable).toEqual([
      expect.stringMatching(/^modules\/probe\/probe\.ts:\d+ probe\.four: after loose$/),
    ]);
    // The rules report the fields the table does not know, with where they are written.
    expect(offending(probe, unlabeled)).toContain(
      `literalField (${probe.keys.find((entry) => entry.key === 'literalField')?.where})`,
    );
    expect(offending(probe, unlabeled)).not.toContain('fileName');
    expect(unnamedIds('productId')).toBe(false);
    expect(unnamedIds('someOtherId')).toBe(true);
  });
});
