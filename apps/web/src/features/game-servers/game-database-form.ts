import {
  setGameDatabaseBodySchema,
  type GameDatabaseChange,
  type GameFramework,
  type GameServer,
  type SetGameDatabaseBody,
} from '@panel/contract/api/game-servers';

/** What the database form holds: every input as typed. */
export interface GameDatabaseValues {
  framework: GameFramework | '';
  host: string;
  port: string;
  user: string;
  database: string;
  /** Blank: the password kept stays. */
  password: string;
  statements: Record<GameDatabaseChange, string>;
}

export type GameDatabaseField =
  | 'framework'
  | 'host'
  | 'port'
  | 'user'
  | 'database'
  | 'password'
  | `statements.${GameDatabaseChange}`;
export type GameDatabaseErrors = Partial<Record<GameDatabaseField, string>>;

export function gameDatabaseValuesOf(server: GameServer): GameDatabaseValues {
  const database = server.database;
  return {
    framework: database?.framework ?? '',
    host: database?.host ?? '',
    port: String(database?.port ?? 3306),
    user: database?.user ?? '',
    database: database?.database ?? '',
    password: '',
    statements: {
      whitelist: database?.statements?.whitelist ?? '',
      unwhitelist: database?.statements?.unwhitelist ?? '',
      ban: database?.statements?.ban ?? '',
      unban: database?.statements?.unban ?? '',
    },
  };
}

const fields: readonly string[] = ['framework', 'host', 'port', 'user', 'database', 'password'];

/** The issues of the contract's schema (or the server's) under the form's fields. */
export function gameDatabaseErrorsOf(
  issues: readonly { path: readonly PropertyKey[] | string; message: string }[],
): GameDatabaseErrors {
  const errors: GameDatabaseErrors = {};
  for (const issue of issues) {
    const path =
      typeof issue.path === 'string'
        ? issue.path.replace(/^body\./, '').split('.')
        : issue.path.map(String);
    const [first, second] = path;
    const field =
      first === 'statements' && second
        ? `statements.${second}`
        : first && fields.includes(first)
          ? first
          : null;
    if (field) errors[field as GameDatabaseField] ??= issue.message;
  }
  return errors;
}

export type GameDatabaseCheck =
  { ok: true; body: SetGameDatabaseBody } | { ok: false; errors: GameDatabaseErrors };

/** The body as the contract reads it, checked with its own schema. */
export function checkGameDatabase(values: GameDatabaseValues): GameDatabaseCheck {
  const body = {
    framework: values.framework || undefined,
    host: values.host,
    port: values.port.trim() ? Number(values.port) : Number.NaN,
    user: values.user,
    database: values.database,
    ...(values.password ? { password: values.password } : {}),
    ...(values.framework === 'custom' ? { statements: values.statements } : {}),
  };
  const parsed = setGameDatabaseBodySchema.safeParse(body);
  if (!parsed.success) return { ok: false, errors: gameDatabaseErrorsOf(parsed.error.issues) };
  return { ok: true, body: body as SetGameDatabaseBody };
}
