import { describe, expect, it } from 'vitest';
import { testUser } from '@/testing/fixtures';
import { visibleMenuEntries } from './menu-entries';
import { foldText, matchPages, searchablePages } from './search-pages';

describe('the search palette’s pages', () => {
  it('offers each sidebar entry a role opens, and no page with a parameter', () => {
    for (const level of ['administrador', 'moderador', 'suporte'] as const) {
      const { permissions } = testUser(level);
      const paths = searchablePages(permissions).map((page) => page.path);
      for (const entry of visibleMenuEntries(permissions)) expect(paths).toContain(entry.path);
      expect(paths.some((path) => path.includes(':'))).toBe(false);
    }
  });

  it('leaves out the pages the permissions do not open', () => {
    const paths = searchablePages(testUser('suporte').permissions).map((page) => page.path);
    expect(paths).not.toContain('/permissions');
    expect(paths).not.toContain('/bot-settings');
    expect(paths).toContain('/account');
  });

  it('matches the label and the title whatever the case and the accents', () => {
    const pages = searchablePages(testUser('administrador').permissions);
    expect(foldText('Inscrições')).toBe('inscricoes');
    expect(matchPages(pages, 'INSCRICOES').map((page) => page.path)).toEqual(['/insertions']);
    // "Configurações Bot" is the label, "Configurações do Bot" the title.
    expect(matchPages(pages, 'configuracoes do').map((page) => page.path)).toEqual([
      '/bot-settings',
    ]);
    expect(matchPages(pages, 'auditoria registro').map((page) => page.path)).toEqual(['/audit']);
    expect(matchPages(pages, 'nada disso')).toEqual([]);
    expect(matchPages(pages, '  ')).toHaveLength(pages.length);
  });
});
