import {
  gameServerLimits,
  type GameServer,
  type UpdateGameServerBody,
  type WhitelistMode,
} from '@panel/contract/api/game-servers';

/** What the settings form holds: the server's values as edited. */
export interface ServerSettingsValues {
  name: string;
  whitelistMode: WhitelistMode;
  /** Mode `roles`: the Discord roles that let a member in, in the order picked. */
  roleIds: string[];
  minIdentifierMatches: number;
}

export const serverSettingsFields = [
  'name',
  'whitelistMode',
  'roleIds',
  'minIdentifierMatches',
] as const;
export type ServerSettingsField = (typeof serverSettingsFields)[number];
export type ServerSettingsErrors = Partial<Record<ServerSettingsField, string>>;

export function settingsValuesOf(server: GameServer): ServerSettingsValues {
  return {
    name: server.name,
    whitelistMode: server.whitelistMode,
    roleIds: server.roles.map((role) => role.id),
    minIdentifierMatches: server.minIdentifierMatches,
  };
}

/** The contract's rule for a server's name, with its messages. */
export function checkServerName(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length < 2) return 'O nome precisa de pelo menos 2 caracteres.';
  if (trimmed.length > gameServerLimits.nameMax) {
    return `O nome pode ter no máximo ${gameServerLimits.nameMax} caracteres.`;
  }
  return null;
}

function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

export type SettingsCheck =
  { ok: true; body: UpdateGameServerBody } | { ok: false; errors: ServerSettingsErrors };

/**
 * The keys that changed, or why the form cannot be saved. Roles travel only in mode `roles`,
 * where at least one is needed; the server keeps a left mode's roles, unused.
 */
export function checkServerSettings(
  server: GameServer,
  values: ServerSettingsValues,
): SettingsCheck {
  const errors: ServerSettingsErrors = {};
  const nameError = checkServerName(values.name);
  if (nameError) errors.name = nameError;
  const roles = values.whitelistMode === 'roles';
  if (roles && values.roleIds.length === 0) errors.roleIds = 'Escolha pelo menos um cargo.';
  if (roles && values.roleIds.length > gameServerLimits.rolesMax) {
    errors.roleIds = `Escolha no máximo ${gameServerLimits.rolesMax} cargos.`;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const saved = settingsValuesOf(server);
  const body: UpdateGameServerBody = {};
  const name = values.name.trim();
  if (name !== saved.name) body.name = name;
  if (values.whitelistMode !== saved.whitelistMode) body.whitelistMode = values.whitelistMode;
  if (roles && !sameRoles(values.roleIds, saved.roleIds)) body.roleIds = values.roleIds;
  if (values.minIdentifierMatches !== saved.minIdentifierMatches) {
    body.minIdentifierMatches = values.minIdentifierMatches;
  }
  return { ok: true, body };
}

function isField(value: string | undefined): value is ServerSettingsField {
  return (serverSettingsFields as readonly (string | undefined)[]).includes(value);
}

/** The server's `issues` ("name", "body.roleIds.0") as messages under the form's fields. */
export function settingsErrorsFromIssues(
  issues: readonly { path: string; message: string }[] | undefined,
): ServerSettingsErrors {
  const errors: ServerSettingsErrors = {};
  for (const issue of issues ?? []) {
    const field = issue.path.replace(/^body\./, '').split('.')[0];
    if (isField(field)) errors[field] ??= issue.message;
  }
  return errors;
}
