import { describe, expect, it } from 'vitest';
import {
  commandValue,
  createStoreProductBodySchema,
  fillCommand,
  offlineCommandIssue,
} from './api/store';

/** The arguments the game's console reads from a line: words, or a quoted run of them. */
const argumentsOf = (line: string) =>
  [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((match) => match[1] ?? match[2]);

describe('command values', () => {
  it('keep whatever a member writes as one console argument, adding no command', () => {
    const names = ['Bruna Alves', '  Diego ;  quit "x"  ', 'Ana\tMaria\nSilva', 'Zé  da Silva'];
    for (const name of names) {
      const line = fillCommand('say {name} fim', { name });
      expect(line).not.toBeNull();
      expect(line).not.toMatch(/[;"]/);
      expect(argumentsOf(line ?? '')).toHaveLength(3);
    }
    expect(commandValue('Bruna Alves')).toBe('Bruna_Alves');
    expect(commandValue('  Diego ;  quit "x"  ')).toBe('Diego_quit_x');
    expect(commandValue('Zé  da Silva')).toBe('Zé_da_Silva');
    expect(commandValue(740000000000000001n.toString())).toBe('740000000000000001');
    expect(commandValue(`${'a'.repeat(60)} bcdefgh`)).toHaveLength(64);
  });

  it('leave a command naming an unknown value unfilled', () => {
    expect(fillCommand('vip {passport}', { passport: null })).toBeNull();
    expect(fillCommand('vip {passport} {name}', { passport: 12, name: 'Lia Souza' })).toBe(
      'vip 12 Lia_Souza',
    );
  });
});

describe('offline commands', () => {
  it('cannot name what only a player on the server has', () => {
    expect(offlineCommandIssue('addgroup {passport} vip')).toBeNull();
    expect(offlineCommandIssue('car {source}')).toContain(
      'Um comando executado com o jogador offline não pode usar {source}',
    );
    expect(offlineCommandIssue('ban {license} {source}')).toContain('{license} nem {source}');
    const product = {
      name: 'VIP',
      description: 'VIP na cidade.',
      categoryId: '5',
      images: ['https://cdn.example.com/vip.png'],
      price: 100,
      delivery: 'game',
    } as const;
    const refused = createStoreProductBodySchema.safeParse({
      ...product,
      gameCommands: [{ command: 'car {source}', offline: true }],
    });
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({
        path: ['gameCommands', 0, 'command'],
        message: expect.stringContaining('não pode usar {source}'),
      }),
    ]);
    const accepted = createStoreProductBodySchema.parse({
      ...product,
      gameCommands: [
        { command: 'car {source}' },
        { command: 'addgroup {passport}', offline: true },
      ],
    });
    expect(accepted.gameCommands).toEqual([
      { command: 'car {source}', offline: false },
      { command: 'addgroup {passport}', offline: true },
    ]);
    expect(accepted.commandDelaySeconds).toBe(0);
  });
});
