import { describe, expect, it } from 'vitest';
import { maxFilesPerEntry, maxImageBytes } from '@panel/contract/constants';
import { testFile } from '@/testing/blacklist-fake-api';
import { selectEvidenceFiles } from './evidence-files';

describe('selectEvidenceFiles', () => {
  it('keeps the four image types up to exactly 10 MiB and names every refusal', () => {
    const png = testFile('a.png', 'image/png', maxImageBytes);
    const { accepted, refusals } = selectEvidenceFiles(
      [],
      [
        png,
        testFile('b.jpg', 'image/jpeg', maxImageBytes + 1),
        testFile('c.bmp', 'image/bmp'),
        testFile('d', ''),
        testFile('e.webp', 'image/webp'),
      ],
    );
    expect(accepted.map((file) => file.name)).toEqual(['a.png', 'e.webp']);
    expect(refusals).toEqual([
      'b.jpg é muito grande. Máximo 10MB',
      'c.bmp não é uma imagem válida',
      'd não é uma imagem válida',
    ]);
  });

  it('stops at the limit of files per entry and skips a file picked twice', () => {
    const current = Array.from({ length: maxFilesPerEntry - 1 }, (_, index) =>
      testFile(`${index}.png`, 'image/png'),
    );
    const again = current[0] as File;
    const { accepted, refusals } = selectEvidenceFiles(current, [
      again,
      testFile('x.png', 'image/png'),
      testFile('y.png', 'image/png'),
    ]);
    expect(accepted.map((file) => file.name)).toEqual(['x.png']);
    expect(refusals).toEqual([`Envie no máximo ${maxFilesPerEntry} arquivos por vez.`]);
  });
});
