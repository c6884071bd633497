import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format-date';
import { diffAuditValues, formatAuditValue } from './audit-diff';
import { labelOfKey } from './audit-labels';

/** Rows as `label: before → after`, a missing side left out. */
function lines(rows: { label: string; before?: string; after?: string }[]): string[] {
  return rows.map(({ label, before, after }) =>
    [label, [before, after].filter((side) => side !== undefined).join(' → ')].join(': '),
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
      'ID: 7',
      'Código: Ab3xY9',
      'Tipo: Allowlist',
      'Quantidade de usos: 5',
      `Expira em: ${formatDateTime('2031-05-10T21:30:00.000Z')}`,
      'ID do membro: —',
      'ID do cargo: 300000000000000001',
      'Canal de logs: 300000000000000020',
      'Contar o tempo no canal AFK: Sim',
    ]);
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
      { key: 'role', label: 'Cargo', before: 'Suporte', changed: true },
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
  // Every field the server's modules write in an entry's before and after values.
  const serverKeys = [
    'id',
    'role',
    'sessions',
    'reason',
    'status',
    'attempts',
    'count',
    'isMuted',
    'channelId',
    'countAlone',
    'countAfk',
    'countSelfDeaf',
    'logChannelId',
    'pointsPerMinute',
    'state',
    'points',
    'name',
    'description',
    'longDescription',
    'category',
    'images',
    'features',
    'price',
    'featured',
    'hidden',
    'stock',
    'perMemberLimit',
    'requiredRoleId',
    'delivery',
    'deliveryRoleId',
    'codeType',
    'purchaseId',
    'productId',
    'type',
    'target',
    'discordUsername',
    'expiresAt',
    'removedAt',
    'removedBy',
    'removedReason',
    'liftedBy',
    'evidences',
    'purgedAt',
    'generatedToken',
    'token',
    'uses',
    'maxUses',
    'discordId',
    'discordRole',
    'ticketId',
    'createdAt',
    'createdBy',
    'granted',
    'form',
    'roleName',
    'search',
    'text',
    'required',
    'formType',
    'position',
    'order',
    'isOpen',
    'closesAt',
    'updatedAt',
    'view_audit',
  ];

  it('names every field the server writes in Portuguese, never by its key', () => {
    // A field without a label falls back to its own words ("someKey" -> "Some key").
    const words = (key: string) => {
      const text = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
      return text.charAt(0).toUpperCase() + text.slice(1);
    };
    const raw = serverKeys.filter((key) => [key, words(key)].includes(labelOfKey(key)));
    expect(raw).toEqual([]);
    expect(labelOfKey('type', 'questions.update')).toBe('Tipo de resposta');
    expect(labelOfKey('text', 'rejectionReasons.create')).toBe('Texto');
  });

  it('still writes words for a field it does not know', () => {
    expect(labelOfKey('someNewField')).toBe('Some new field');
  });
});
