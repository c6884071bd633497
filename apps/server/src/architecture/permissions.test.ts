import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { noticeAreas } from '@panel/contract/api/events';
import { endpoints } from '@panel/contract/endpoints';
import { beyondOwnAccess, fieldAccess } from '@panel/contract/endpoints/field-access';
import { isPermissionKey, panelRoleNames, permissionKeys } from '@panel/contract/permissions';
import { describe, expect, it } from 'vitest';
import { commandEndpoints, slashCommands } from '../discord/interactions/commands';
import { noticeAreaAccess } from '../modules/events/notices';

// Rule: docs/decisions/2026-12-03-one-permission-check.md (docs/architecture.md, "Permissions").
const decision = 'docs/decisions/2026-12-03-one-permission-check.md';
const srcDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const contractDir = resolve(srcDir, '../../../packages/contract/src');
const rootDir = resolve(srcDir, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The code without its comments: a comment may name a permission or a role. */
function codeOf(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** Lines of the server's (and, with `contract`, the contract's) code that match `pattern`. */
function offending(
  pattern: RegExp,
  allowed: Record<string, string>,
  dirs: string[] = [srcDir],
): string[] {
  return dirs.flatMap(sourceFiles).flatMap((file) => {
    const name = relative(rootDir, file);
    if (name in allowed) return [];
    return codeOf(file)
      .split('\n')
      .flatMap((line, index) =>
        pattern.test(line) ? [`${name}:${index + 1}: ${line.trim()}`] : [],
      );
  });
}

const keys = permissionKeys.join('|');
const roles = panelRoleNames.join('|');
const wayIn = ['public', 'authenticated', 'staff', 'game'];

describe('one permission check on the server', () => {
  it('decides nothing by a role name outside the lock-out rules', () => {
    // The explicit, small allowlist: the rules that keep the community from locking itself out.
    const allowed: Record<string, string> = {
      'packages/contract/src/permissions.ts': 'the administrador role always holds everything',
      'apps/server/src/modules/permissions/service.ts': 'the administrador role cannot be edited',
      'apps/server/src/modules/permissions/repository.ts':
        'the last active administrador cannot lose their rights',
    };
    const comparisons = offending(
      new RegExp(
        `[!=]==\\s*['"](${roles})['"]|['"](${roles})['"]\\s*[!=]==|eq\\([^)]*['"](${roles})['"]`,
      ),
      allowed,
      [srcDir, contractDir],
    );
    expect(
      comparisons,
      `Rule "no rule by role name" (${decision}): "only administradores" is a permission of the contract (packages/contract/src/permissions.ts), given to the administrador by default and shown in the matrix; check it with allows()/the route's access. Compare no role name outside the allowlist of this test.`,
    ).toEqual([]);
  });

  it('checks every permission with modules/permissions/access.ts, never reading the map', () => {
    const allowed: Record<string, string> = {
      'apps/server/src/modules/permissions/access.ts': 'the one check',
    };
    const reads = offending(
      new RegExp(`permissions\\??\\.(${keys})\\b|permissions\\??\\[|\\b(canAccess|isStaff)\\(`),
      allowed,
    );
    expect(
      reads,
      `Rule "one permission check" (${decision}): the server asks allows(caller, access), demandAccess(request, access) or the AccessGuard (modules/permissions/access.ts), which audit refusals alike; never permissions.<key>, permissions[<key>], canAccess or isStaff.`,
    ).toEqual([]);
  });

  it('spells no permission key: accesses come from the contract, not from a table of its own', () => {
    const spelled = offending(new RegExp(`['"\`](${keys})['"\`]|\\.(${keys})\\b`), {});
    expect(
      spelled,
      `Rule "permissions from the contract" (${decision}): a route, a Discord command or button and a live-update area take the access of the contract endpoint they do the work of (endpointRoutes.<id>.access, fieldAccess); write no permission key on the server.`,
    ).toEqual([]);
  });

  it('gives every endpoint, answer field, command and live-update area a contract access', () => {
    const unknown = [
      ...Object.entries(endpoints).map(([id, endpoint]) => [`endpoint ${id}`, endpoint.access]),
      ...Object.entries(fieldAccess).flatMap(([id, fields]) =>
        Object.entries(fields).map(([field, access]) => [`field ${id}.${field}`, access]),
      ),
      ...Object.entries(beyondOwnAccess).map(([id, access]) => [`others' rows of ${id}`, access]),
      ...Object.entries(commandEndpoints).map(([name, route]) => [`/${name}`, route.access]),
      ...noticeAreas.map((area) => [`live-update area ${area}`, noticeAreaAccess(area)]),
    ].filter(([, access]) => !wayIn.includes(access ?? '') && !isPermissionKey(access ?? ''));
    expect(
      unknown,
      `Rule "permissions from the contract" (${decision}): every access is public, authenticated, staff, game or a key of packages/contract/src/permissions.ts.`,
    ).toEqual([]);
    // `staff` is any permission at all: what every member of staff does, as going on duty.
    const guardedByPermission = [
      ...Object.entries(commandEndpoints).map(([name, route]) => [`/${name}`, route.access]),
      ...noticeAreas.map((area) => [`live-update area ${area}`, noticeAreaAccess(area)]),
    ].filter(([, access]) => !isPermissionKey(access ?? '') && access !== 'staff');
    expect(
      guardedByPermission,
      `Rule "permissions from the contract" (${decision}): a staff command and a live-update area are guarded by a permission of the contract, or by staff (any permission).`,
    ).toEqual([]);
  });

  it('derives the access of every slash command from a contract endpoint', () => {
    const registered = slashCommands.flatMap((command) =>
      'options' in command
        ? (command.options ?? []).map((option) => `${command.name} ${option.name}`)
        : [command.name],
    );
    expect(
      [...registered].sort(),
      `Rule "permissions from the contract" (${decision}): every slash command names, in commandEndpoints (discord/interactions/commands.ts), the contract endpoint whose access it takes.`,
    ).toEqual(Object.keys(commandEndpoints).sort());
  });
});
