import { describe, expect, it } from 'vitest';
import { gameDatabasePresets } from './game-database-presets';

// The member's file only reads the game's database
// (docs/decisions/2026-12-05-game-characters.md).

const presets = Object.entries(gameDatabasePresets);

/** The tables a statement reads from. */
const tablesOf = (sql: string) =>
  [...sql.matchAll(/\b(?:FROM|JOIN)\s+`?(\w+)`?/gi)].map((match) => match[1]);

describe('the characters read of every preset', () => {
  it.each(presets)('%s reads with one SELECT and nothing that writes or locks', (_, preset) => {
    for (const sql of [
      preset.characters.sql,
      preset.locateByIdentifiers,
      preset.locateByPassport,
    ]) {
      expect(sql).toMatch(/^SELECT\s/);
      expect(sql.replace(/'[^']*'/g, '')).not.toContain(';');
      expect(sql).not.toMatch(
        /\b(INSERT|UPDATE|DELETE|REPLACE|INTO|CREATE|DROP|ALTER|TRUNCATE|GRANT|LOCK|CALL|SET)\b/i,
      );
    }
  });

  it.each(presets)('%s names only the located account’s values', (_, preset) => {
    const names = [...preset.characters.sql.matchAll(/:(\w+)/g)].map((match) => match[1]);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(['account', 'accountIdentifier']).toContain(name);
  });

  it.each(presets)('%s grants SELECT on every table it reads', (_, preset) => {
    const readable = new Set(
      [...preset.grants, ...preset.characters.grants]
        .filter((grant) => /\bSELECT\b/.test(grant.privileges))
        .map((grant) => grant.table),
    );
    for (const table of tablesOf(preset.characters.sql)) expect(readable).toContain(table);
    for (const grant of preset.characters.grants) expect(grant.privileges).toBe('SELECT');
  });

  it.each(presets)('%s answers an id, a name and each field’s column', (_, preset) => {
    const { sql, fields } = preset.characters;
    expect(sql).toMatch(/^SELECT (\w+\.)?id\b/);
    for (const field of fields) expect(sql).toMatch(new RegExp(`\\b${field.column}\\b`));
    expect(new Set(fields.map((field) => field.label)).size).toBe(fields.length);
  });
});
