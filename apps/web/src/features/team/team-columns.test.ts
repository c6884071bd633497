import { describe, expect, it } from 'vitest';
import { teamFigures, teamLine } from '@/testing/team-fixtures';
import { sortTeamLines, teamColumns } from './team-columns';

const lines = [
  teamLine({ staffId: '1', name: 'Bruno', current: teamFigures({ whitelistDecided: 4 }) }),
  teamLine({
    staffId: '2',
    name: 'Ana',
    current: teamFigures({ whitelistDecided: 9, medianWaitHours: 3 }),
  }),
  teamLine({
    staffId: '3',
    name: 'Álvaro',
    current: teamFigures({ whitelistDecided: 4, medianWaitHours: 1 }),
    lastActivityAt: '2026-12-01T10:00:00.000Z',
  }),
];
const names = (key: Parameters<typeof sortTeamLines>[1], direction: 'asc' | 'desc') =>
  sortTeamLines(lines, key, direction).map((line) => line.name);

describe('sortTeamLines', () => {
  it('sorts by a figure, ties by name as pt-BR reads it', () => {
    expect(names('decididas', 'desc')).toEqual(['Ana', 'Álvaro', 'Bruno']);
    expect(names('decididas', 'asc')).toEqual(['Álvaro', 'Bruno', 'Ana']);
    expect(names('nome', 'asc')).toEqual(['Álvaro', 'Ana', 'Bruno']);
  });

  it('keeps figures with nothing to measure last, whichever the direction', () => {
    expect(names('espera', 'asc')).toEqual(['Álvaro', 'Ana', 'Bruno']);
    expect(names('espera', 'desc')).toEqual(['Ana', 'Álvaro', 'Bruno']);
    expect(names('atividade', 'desc')).toEqual(['Álvaro', 'Ana', 'Bruno']);
  });

  it('writes Discord beside panel decisions', () => {
    const column = teamColumns.find((item) => item.key === 'discord');
    expect(column?.format(teamFigures({ discordDecisions: 3, panelDecisions: 1200 }))).toBe(
      '3 / 1.200',
    );
  });
});
