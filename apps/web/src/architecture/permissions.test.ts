import { panelRoleNames, permissionKeys } from '@panel/contract/permissions';
import { describe, expect, it } from 'vitest';
import { appSources } from './app-sources';

// Rule: docs/decisions/2026-12-03-one-permission-check.md (docs/architecture.md, "Permissions").
const decision = 'docs/decisions/2026-12-03-one-permission-check.md';

/** The code without its comments: a comment may name a permission or a role. */
function codeOf(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

function offending(pattern: RegExp, allowed: Record<string, string>): string[] {
  return Object.entries(appSources).flatMap(([path, text]) => {
    const name = path.replace(/^\.\.\//, '');
    if (name in allowed) return [];
    return codeOf(text)
      .split('\n')
      .flatMap((line, index) =>
        pattern.test(line) ? [`${name}:${index + 1}: ${line.trim()}`] : [],
      );
  });
}

const keys = permissionKeys.join('|');
const roles = panelRoleNames.join('|');

describe('permissions on the web', () => {
  it('reads a permission through useCan (or the contract’s canAccess), never the map', () => {
    // What may read the map itself: the parser of `/auth/me`'s answer builds it.
    const allowed: Record<string, string> = {
      'lib/current-user-answer.ts': 'builds the map from the answer of /auth/me',
    };
    const reads = offending(
      new RegExp(`permissions\\??\\.(${keys})\\b|permissions\\??\\[`),
      allowed,
    );
    expect(
      reads,
      `Rule "one permission check" (${decision}): the web reads a permission with useCan(permission) (lib/use-can.ts), or canAccess(permission, permissions) outside a component; never permissions.<key> or permissions[<key>].`,
    ).toEqual([]);
  });

  it('decides nothing by a role name', () => {
    // The administrador role cannot be edited (the server's lock-out rule): the matrix says so.
    const allowed: Record<string, string> = {
      'features/permissions/role-drafts.ts':
        'the administrador column is locked, as the server keeps it',
    };
    const comparisons = offending(
      new RegExp(`[!=]==\\s*['"](${roles})['"]|['"](${roles})['"]\\s*[!=]==`),
      allowed,
    );
    expect(
      comparisons,
      `Rule "no rule by role name" (${decision}): "only administradores" is a permission of the contract (packages/contract/src/permissions.ts) that a role is given in the matrix; compare no role name outside the allowlist of this test.`,
    ).toEqual([]);
  });
});
