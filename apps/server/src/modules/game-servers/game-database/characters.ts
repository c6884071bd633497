import type { Connection, RowDataPacket } from 'mysql2/promise';
import type {
  GameCharacterField,
  GameCharactersRead,
  GameDatabasePreset,
} from '@panel/contract/api/game-database-presets';
import type { MemberCharacters } from '@panel/contract/api/members';
import { formatNumber } from '@panel/contract/api/store-values';
import type { MemberGameFacts } from '../repository/databases';
import { locateAccounts } from './accounts';

// The member's characters, read from a game's database with the preset's own query
// (docs/decisions/2026-12-05-game-characters.md): the accounts found as a write finds them, then
// each account's characters, all inside a read-only transaction.

export type GameCharacter = MemberCharacters['servers'][number]['characters'][number];

/** At most this many characters per server: a member has a few, a wrong match many. */
export const charactersMax = 50;

function shown(value: unknown, format: GameCharacterField['format']): string | null {
  if (value === null || value === undefined) return null;
  if (format === 'number') {
    const number = Number(value);
    if (Number.isFinite(number)) return formatNumber(number);
  }
  let text: string;
  if (Buffer.isBuffer(value)) text = value.toString('utf8');
  else if (typeof value === 'string') text = value;
  else if (typeof value === 'number' || typeof value === 'bigint') text = String(value);
  else return null;
  text = text.trim();
  return text === '' ? null : text;
}

export function presentCharacter(
  read: GameCharactersRead,
  row: Record<string, unknown>,
): GameCharacter {
  const fields: GameCharacter['fields'] = [];
  for (const field of read.fields) {
    const value = shown(row[field.column], field.format);
    if (value !== null) fields.push({ label: field.label, value });
  }
  return { id: String(row.id), name: shown(row.name, 'text'), fields };
}

/** The characters of every account of the member; null when no account of theirs is there. */
export async function readAccountCharacters(
  connection: Connection,
  preset: GameDatabasePreset,
  facts: MemberGameFacts,
): Promise<GameCharacter[] | null> {
  // Nothing this connection runs can change the game's rows, whatever the user's grants.
  await connection.query('START TRANSACTION READ ONLY');
  const accounts = await locateAccounts(connection, preset, facts);
  if (accounts.length === 0) return null;
  const characters = new Map<string, GameCharacter>();
  for (const account of accounts) {
    const [rows] = await connection.execute<RowDataPacket[]>(preset.characters.sql, {
      account: account.account,
      accountIdentifier: account.accountIdentifier ?? null,
    });
    for (const row of rows) {
      const character = presentCharacter(preset.characters, row);
      characters.set(character.id, character);
    }
  }
  await connection.query('ROLLBACK');
  return [...characters.values()].slice(0, charactersMax);
}
