import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format-date';
import { auditFieldLabel } from '@panel/contract/api/audit-fields';
import { diffAuditValues, formatAuditValue, partsText, type AuditDiffRow } from './audit-diff';
import { labelOfKey } from './audit-labels';

/** Rows as `label: before → after`, a missing side left out, an id by the name kept or as is. */
function lines(rows: AuditDiffRow[]): string[] {
  return rows.map(({ label, before, after }) =>
    [
      label,
      [before, after]
        .filter((side) => side !== undefined)
        .map(partsText)
        .join(' → '),
    ].join(': '),
  );
}

describe('formatAuditValue', () => {
  it('writes values the way a reader expects', () => {
    expect(formatAuditValue(true)).toBe('Sim');
    expect(formatAuditValue(false)).toBe('Não');
    expect(formatAuditValue(null)).toBe('—');
    expect(formatAuditValue(undefined)).toBe('—');
    expect(formatAuditValue('')).toBe('(vazio)');
    expect(formatAuditValue('moderador')).toBe('moderador');
    expect(formatAuditValue(1500)).toBe('1.500');
    expect(formatAuditValue(['a', true])).toBe('a, Sim');
    expect(formatAuditValue([])).toBe('(vazio)');
    expect(formatAuditValue({ role: 'suporte', active: true })).toBe('Cargo: Suporte; Active: Sim');
  });

  it('writes ISO dates in pt-BR', () => {
    const iso = '2025-03-04T15:06:00.000Z';
    expect(formatAuditValue(iso)).toBe(formatDateTime(iso));
    expect(formatAuditValue(iso)).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });
});

describe('formatAuditValue with the entry it belongs to', () => {
  it('writes enum values in Portuguese, by field and area', () => {
    expect(formatAuditValue('approved', 'status', 'tickets.approve')).toBe('Aprovado');
    expect(formatAuditValue('approved', 'status', 'applications.whitelist.approve')).toBe(
      'Aprovada',
    );
    expect(formatAuditValue('failed', 'status', 'deliveries.retry')).toBe('Falhou');
    expect(formatAuditValue('review_form', 'type', 'tickets.open')).toBe('Revisão de formulário');
    expect(formatAuditValue('invite', 'type', 'tokens.create')).toBe('Convite');
    expect(formatAuditValue('server', 'type', 'blacklist.add')).toBe('Servidor');
    expect(formatAuditValue('refunded', 'state', 'store.purchase.refund')).toBe('Reembolsada');
    expect(formatAuditValue('not_member', 'reason', 'auth.signInRefused')).toBe(
      'Não faz parte do servidor do Discord',
    );
    expect(formatAuditValue('developer', 'roleName', 'applications.insertion.submit')).toBe(
      'Developer',
    );
    // Free text stays as written.
    expect(formatAuditValue('pending', 'reason', 'tickets.reject')).toBe('pending');
  });

  it('names evidence files by name and size', () => {
    const files = [
      { id: '1', fileName: 'print.png', mimeType: 'image/png', size: 1_572_864, sha256: 'ab' },
      { id: '2', fileName: 'chat.jpg', mimeType: 'image/jpeg', size: 2048, sha256: 'cd' },
    ];
    expect(formatAuditValue(files, 'evidences', 'blacklist.add')).toBe(
      'print.png (1,5 MB), chat.jpg (2 KB)',
    );
  });
});

describe('diffAuditValues', () => {
  it('labels every field of what the server writes, never a raw key', () => {
    const diff = diffAuditValues(
      null,
      {
        id: '7',
        token: 'Ab3xY9',
        type: 'allowlist',
        maxUses: 5,
        expiresAt: '2031-05-10T21:30:00.000Z',
        discordId: null,
        discordRole: '300000000000000001',
        logChannelId: '300000000000000020',
        countAfk: true,
      },
      'tokens.create',
    );
    expect(lines(diff?.changed ?? [])).toEqual([
      'Número: #7',
      'Código: Ab3xY9',
      'Tipo: Allowlist',
      'Quantidade de usos: 5',
      `Expira em: ${formatDateTime('2031-05-10T21:30:00.000Z')}`,
      'Membro: —',
      'Cargo do Discord: 300000000000000001',
      'Canal de logs: 300000000000000020',
      'Contar o tempo no canal AFK: Sim',
    ]);
    // The ids the page names: a role, a channel.
    const after = (key: string) => diff?.changed.find((row) => row.key === key)?.after;
    expect(after('discordRole')).toEqual([
      { kind: 'ref', ref: 'role', id: '300000000000000001', name: null },
    ]);
    expect(after('logChannelId')).toEqual([
      { kind: 'ref', ref: 'channel', id: '300000000000000020', name: null },
    ]);
  });

  it('names the ids it can, and numbers the panel’s own rows', () => {
    const link = diffAuditValues(
      { replaced: [{ identifier: 'license:abc', discordId: '100000000000000004' }] },
      { code: 'R7K2Q', serverId: '3', identifiers: ['license:abc'] },
      'gameServers.link',
    );
    const rows = link?.changed ?? [];
    expect(rows.map((row) => row.label)).toEqual([
      'Vínculos substituídos',
      'Código de vínculo',
      'Servidor de jogo',
      'Identificadores',
    ]);
    expect(rows[0]?.before).toEqual([
      { kind: 'text', text: 'Identificador: ' },
      { kind: 'text', text: 'license:abc' },
      { kind: 'text', text: '; ' },
      { kind: 'text', text: 'Membro: ' },
      { kind: 'ref', ref: 'member', id: '100000000000000004', name: null },
    ]);
    expect(rows[2]?.after).toEqual([{ kind: 'ref', ref: 'gameServer', id: '3', name: null }]);

    const product = diffAuditValues(
      null,
      { purchaseId: '41', productId: '9', price: 1500, gameServerIds: [1, 2] },
      'store.redeem',
    );
    expect(lines(product?.changed ?? [])).toEqual([
      'Compra: #41',
      'Produto: 9',
      'Preço (pontos): 1.500',
      'Servidores de jogo: 1, 2',
    ]);
    expect(product?.changed[3]?.after).toEqual([
      { kind: 'ref', ref: 'gameServer', id: '1', name: null },
      { kind: 'text', text: ', ' },
      { kind: 'ref', ref: 'gameServer', id: '2', name: null },
    ]);
    expect(product?.changed[1]?.after).toEqual([
      { kind: 'ref', ref: 'product', id: '9', name: null },
    ]);
  });

  it('prefers the name an entry kept beside an id, and shows it once', () => {
    const moved = diffAuditValues(
      { categoryId: '1', categoryName: 'Emotes' },
      { categoryId: '2', categoryName: 'Telas' },
      'store.product.update',
    );
    expect(lines(moved?.changed ?? [])).toEqual(['Categoria: Emotes → Telas']);
    expect(moved?.unchanged).toEqual([]);

    const listed = diffAuditValues(
      null,
      { id: '5', type: 'player', target: '100000000000000004', discordUsername: 'diego' },
      'blacklist.add',
    );
    expect(listed?.changed.find((row) => row.key === 'target')?.after).toEqual([
      { kind: 'ref', ref: 'member', id: '100000000000000004', name: 'diego' },
    ]);
    expect(lines(listed?.changed ?? [])).toEqual([
      'Entrada: #5',
      'Tipo: Jogador',
      'Alvo: diego',
      'Nome no Discord: diego',
    ]);
    // A game identifier is no member: it stays as written.
    expect(formatAuditValue('license:abc', 'target', 'blacklist.add')).toBe('license:abc');
    expect(
      diffAuditValues(null, { target: 'license:abc' }, 'blacklist.add')?.changed[0]?.after,
    ).toEqual([{ kind: 'text', text: 'license:abc' }]);
  });

  it('writes the game servers’ and databases’ values in Portuguese', () => {
    const diff = diffAuditValues(
      { whitelistMode: 'off', roleIds: [] },
      { whitelistMode: 'roles', roleIds: ['300000000000000001'] },
      'gameServers.update',
    );
    expect(lines(diff?.changed ?? [])).toEqual([
      'Quem entra: Aberto (só a blacklist) → Cargos do Discord',
      'Cargos exigidos: (vazio) → 300000000000000001',
    ]);
    expect(formatAuditValue('creative5', 'framework', 'gameServers.database.set')).toBe(
      'Creative v5',
    );
    expect(formatAuditValue('nova', 'password', 'gameServers.database.set')).toBe('Alterada');
    expect(formatAuditValue('mass_drop', 'held', 'gameServers.drops.held')).toMatch(
      /^Um único relatório/,
    );
    expect(formatAuditValue('revoked', 'status', 'applications.whitelist.revoke')).toBe('Revogada');
    expect(formatAuditValue('emotes', 'category', 'store.product.create')).toBe('Emotes');
  });

  it('says what a ticket decision changed in words', () => {
    const diff = diffAuditValues(
      { id: '3', status: 'pending' },
      { id: '3', status: 'rejected', reason: 'Sem provas.' },
      'tickets.reject',
    );
    expect(lines(diff?.changed ?? [])).toEqual([
      'Situação: Pendente → Reprovado',
      'Motivo: — → Sem provas.',
    ]);
  });

  it('has nothing to show when both sides are empty', () => {
    expect(diffAuditValues(null, null)).toBeNull();
    expect(diffAuditValues(undefined, null)).toBeNull();
  });

  it('gives one row per changed key of an update and sets the unchanged ones apart', () => {
    const diff = diffAuditValues(
      { view_allowlists: false, manage_tickets: true, role: 'suporte', closesAt: null },
      { view_allowlists: true, manage_tickets: true, role: 'moderador', isOpen: false },
    );
    expect(lines(diff?.changed ?? [])).toEqual([
      'Ver whitelists: Não → Sim',
      'Cargo: Suporte → Moderador',
      'Inscrições abertas: — → Não',
    ]);
    // closesAt: null before, absent after; both read "—".
    expect(diff?.unchanged.map((row) => row.key)).toEqual(['manage_tickets', 'closesAt']);
  });

  it('shows only the new values of a creation and only the old ones of a removal', () => {
    const created = diffAuditValues(null, { role: 'moderador', active: true });
    expect(lines(created?.changed ?? [])).toEqual(['Cargo: Moderador', 'Active: Sim']);
    expect(created?.changed.every((row) => row.before === undefined)).toBe(true);

    const removed = diffAuditValues({ role: 'suporte' }, null);
    expect(removed?.changed).toEqual([
      { key: 'role', label: 'Cargo', before: [{ kind: 'text', text: 'Suporte' }], changed: true },
    ]);
  });

  it('compares nested values by content', () => {
    const diff = diffAuditValues({ tags: ['a', 'b'] }, { tags: ['a', 'b'] });
    expect(diff?.changed).toEqual([]);
    expect(diff?.unchanged).toHaveLength(1);
  });

  it('treats a bare value as a single row', () => {
    const diff = diffAuditValues('aberto', 'fechado');
    expect(lines(diff?.changed ?? [])).toEqual(['Valor: aberto → fechado']);
    expect(lines(diffAuditValues(null, ['x', 'y'])?.changed ?? [])).toEqual(['Valor: x, y']);
  });
});

describe('labelOfKey', () => {
  it('names a field as the contract does (the server checks every field it writes)', () => {
    for (const key of ['discordRole', 'serverId', 'identifiers', 'view_audit', 'logChannelId']) {
      expect(labelOfKey(key, 'any.action')).toBe(auditFieldLabel(key));
    }
    expect(labelOfKey('code')).toBe('Código de vínculo');
    expect(labelOfKey('identifiers')).toBe('Identificadores');
  });

  it('reads a field by the area of the entry where the area means something else by it', () => {
    expect(labelOfKey('type', 'questions.update')).toBe('Tipo de resposta');
    expect(labelOfKey('text', 'rejectionReasons.create')).toBe('Texto');
    expect(labelOfKey('id', 'tickets.reject')).toBe('Ticket');
    expect(labelOfKey('id', 'applications.whitelist.approve')).toBe('Solicitação');
    expect(labelOfKey('id', 'tokens.create')).toBe('Número');
  });

  it('still writes words for a field it does not know', () => {
    expect(labelOfKey('someNewField')).toBe('Some new field');
  });
});
