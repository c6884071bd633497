import { describe, expect, it } from 'vitest';
import { cleanFileName, contentDisposition, storedFileName } from './file-names';

describe('file names', () => {
  it('keep only the base name, without control or direction characters', () => {
    expect(cleanFileName('C:\\Users\\ana\\foto.png')).toBe('foto.png');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b\u202Ec\r\nd.png')).toBe('abcd.png');
    expect(cleanFileName('  muitos   espaços .png ')).toBe('muitos espaços .png');
    expect(Array.from(cleanFileName(`${'é'.repeat(300)}.png`))).toHaveLength(120);
  });

  it('take the extension of the detected type', () => {
    expect(storedFileName('foto.PNG.html', 'png')).toBe('foto.PNG.png');
    expect(storedFileName('sem extensão', 'jpg')).toBe('sem extensão.jpg');
    expect(storedFileName('.png', 'png')).toBe('imagem.png');
    expect(storedFileName('', 'gif')).toBe('imagem.gif');
  });

  it('go into Content-Disposition with an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('inline', 'Evidência "1"; 100%.png')).toBe(
      'inline; filename="Evidencia _1__ 100_.png"; ' +
        "filename*=UTF-8''Evid%C3%AAncia%20%221%22%3B%20100%25.png",
    );
    expect(contentDisposition('attachment', "it's (1)*.png")).toBe(
      "attachment; filename=\"it's (1)*.png\"; filename*=UTF-8''it%27s%20%281%29%2A.png",
    );
    expect(contentDisposition('inline', '')).toBe(
      'inline; filename="arquivo"; filename*=UTF-8\'\'arquivo',
    );
  });
});
