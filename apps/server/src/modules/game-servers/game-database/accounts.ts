import type { Connection, RowDataPacket } from 'mysql2/promise';
import type { GameDatabasePreset } from '@panel/contract/api/game-database-presets';
import type { MemberGameFacts } from '../repository/databases';

// Finding the member's accounts in a game's database as the framework stored them
// (docs/decisions/2026-12-03-game-frameworks.md, "How a write runs"): the same for a write and
// for the member's file's read of their characters.

type Values = Record<string, string | number | null>;

/** `IN (:identifiers)` with one named parameter per item (mysql2 binds no lists). */
function expandList(sql: string, name: string, items: readonly string[]) {
  const values: Values = {};
  const names = items.map((item, index) => {
    values[`${name}${index}`] = item;
    return `:${name}${index}`;
  });
  return { sql: sql.replace(`:${name}`, names.join(', ')), values };
}

export interface GameAccount {
  account: number | string;
  accountIdentifier?: string | null;
}

/** The identifiers a preset's accounts table may hold for the member, in its form. */
function identifiersFor(preset: GameDatabasePreset, facts: MemberGameFacts): string[] {
  if (preset.identifierForm === 'prefixed') return facts.identifiers;
  // Creative keeps its `BaseMode` identifier bare: the licence's hex, or the Steam hex.
  return facts.identifiers
    .filter((identifier) => /^(license|steam):/.test(identifier))
    .map((identifier) => identifier.slice(identifier.indexOf(':') + 1));
}

/** The member's accounts in the game's database: by their identifiers and by the passport. */
export async function locateAccounts(
  connection: Connection,
  preset: GameDatabasePreset,
  facts: MemberGameFacts,
): Promise<GameAccount[]> {
  const found = new Map<string, GameAccount>();
  const identifiers = identifiersFor(preset, facts);
  if (identifiers.length > 0) {
    const query = expandList(preset.locateByIdentifiers, 'identifiers', identifiers);
    const [rows] = await connection.execute<RowDataPacket[]>(query.sql, query.values);
    for (const row of rows as GameAccount[]) found.set(String(row.account), row);
  }
  if (facts.passport !== null) {
    const [rows] = await connection.execute<RowDataPacket[]>(preset.locateByPassport, {
      passport: facts.passport,
    });
    for (const row of rows as GameAccount[]) found.set(String(row.account), row);
  }
  return [...found.values()];
}
