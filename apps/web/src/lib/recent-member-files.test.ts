import { describe, expect, it, vi } from 'vitest';
import {
  readRecentMemberFiles,
  recentMemberFilesMax,
  rememberMemberFile,
} from './recent-member-files';

const idOf = (n: number) => `3000000000000000${String(n).padStart(2, '0')}`;

describe('recent member files', () => {
  it('keeps the last files opened, newest first, each once', () => {
    rememberMemberFile(idOf(1), 'Ana');
    rememberMemberFile(idOf(2), 'Bruno');
    rememberMemberFile(idOf(1), 'Ana Souza');
    expect(readRecentMemberFiles()).toEqual([
      { id: idOf(1), name: 'Ana Souza' },
      { id: idOf(2), name: 'Bruno' },
    ]);
  });

  it(`keeps at most ${recentMemberFilesMax}`, () => {
    for (let n = 1; n <= recentMemberFilesMax + 2; n += 1) rememberMemberFile(idOf(n), `M${n}`);
    const files = readRecentMemberFiles();
    expect(files).toHaveLength(recentMemberFilesMax);
    expect(files[0]).toEqual({
      id: idOf(recentMemberFilesMax + 2),
      name: `M${recentMemberFilesMax + 2}`,
    });
  });

  it('names a file by its id when the name is blank, and ignores what is not a Discord id', () => {
    rememberMemberFile(idOf(3), '  ');
    rememberMemberFile('not-an-id', 'X');
    expect(readRecentMemberFiles()).toEqual([{ id: idOf(3), name: idOf(3) }]);
  });

  it('reads nothing from a value that is not its list', () => {
    window.localStorage.setItem('panel.recentMemberFiles', '{"id":1}');
    expect(readRecentMemberFiles()).toEqual([]);
    window.localStorage.setItem('panel.recentMemberFiles', 'not json');
    expect(readRecentMemberFiles()).toEqual([]);
    window.localStorage.setItem(
      'panel.recentMemberFiles',
      JSON.stringify([{ id: idOf(4), name: 'Ok' }, { id: 'x', name: 'No' }, null]),
    );
    expect(readRecentMemberFiles()).toEqual([{ id: idOf(4), name: 'Ok' }]);
  });

  it('still works when the browser refuses storage', () => {
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      expect(() => rememberMemberFile(idOf(5), 'Ana')).not.toThrow();
    } finally {
      spy.mockRestore();
    }
    expect(readRecentMemberFiles()).toEqual([]);
  });
});
