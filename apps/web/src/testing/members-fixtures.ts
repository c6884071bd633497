// The member's file as the members endpoints answer it: a member, their events, notes and tags.
import type {
  MemberCharacters,
  MemberEvent,
  MemberFile,
  MemberGameAccounts,
  MemberNote,
  MemberShared,
  MemberTag,
} from '@panel/contract/api/members';

/** The member whose file the tests open (Diego Rocha of the guild catalog's fixtures). */
export const fileMemberId = '100000000000000004';

export function memberTag(index: number, overrides: Partial<MemberTag> = {}): MemberTag {
  return {
    id: String(index),
    name: `Etiqueta ${index}`,
    color: '#3366ff',
    watch: false,
    ...overrides,
  };
}

export function memberFile(overrides: Partial<MemberFile> = {}): MemberFile {
  return {
    id: fileMemberId,
    name: 'Diego Rocha',
    username: 'diego.rocha',
    avatarUrl: null,
    accountCreatedAt: '2021-05-10T12:00:00.000Z',
    guild: {
      inGuild: true,
      joinedAt: '2023-01-15T20:00:00.000Z',
      leftAt: null,
      roles: [
        { id: '400000000000000010', name: 'Allowlist', color: 0x2ecc71 },
        { id: '400000000000000011', name: 'Morador', color: 0 },
      ],
    },
    voice: null,
    panel: null,
    standing: {
      whitelist: {
        status: 'approved',
        applicationId: '41',
        at: '2026-02-01T15:00:00.000Z',
      },
      gameServers: [
        { id: '1', name: 'Cidade principal', mode: 'allowlist', next: 'allowed', online: true },
      ],
      blacklist: null,
      openTickets: [],
      points: 1250,
      duty: null,
    },
    tags: [],
    shared: { members: 0, blacklisted: 0 },
    ...overrides,
  };
}

export function memberEvent(index: number, overrides: Partial<MemberEvent> = {}): MemberEvent {
  return {
    id: `audit:${index}`,
    kind: 'audit',
    at: `2026-03-${String(20 - (index % 19)).padStart(2, '0')}T12:00:00.000Z`,
    title: `Acontecimento ${index}`,
    tone: 'neutral',
    actor: null,
    detail: null,
    fields: [],
    images: [],
    href: null,
    ...overrides,
  };
}

export function memberGameAccounts(
  overrides: Partial<MemberGameAccounts> = {},
): MemberGameAccounts {
  return {
    identities: [
      {
        id: '1',
        kind: 'license',
        identifier: 'license:abc123',
        playerName: 'Diego_RP',
        linkedAt: '2026-01-10T12:00:00.000Z',
        lastSeenAt: '2026-03-19T22:00:00.000Z',
        serverId: null,
        seenBy: ['1'],
      },
      {
        id: '2',
        kind: 'token',
        identifier: '2:9f8e7d…',
        playerName: null,
        linkedAt: '2026-01-10T12:00:00.000Z',
        lastSeenAt: '2026-03-19T22:00:00.000Z',
        serverId: '1',
        seenBy: ['1'],
      },
    ],
    servers: [
      {
        id: '1',
        name: 'Cidade principal',
        passport: 77,
        online: true,
        lastJoinAt: '2026-03-19T22:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

export function memberCharacters(overrides: Partial<MemberCharacters> = {}): MemberCharacters {
  return {
    servers: [
      {
        serverId: '1',
        serverName: 'Cidade principal',
        framework: 'creative5',
        status: 'read',
        message: null,
        characters: [
          { id: '77', name: 'Diego Souza', fields: [{ label: 'Telefone', value: '555-0101' }] },
        ],
      },
    ],
    ...overrides,
  };
}

export function memberShared(index: number, overrides: Partial<MemberShared> = {}): MemberShared {
  return {
    discordId: `20000000000000000${index}`,
    name: `Parceiro ${index}`,
    avatarUrl: null,
    blacklisted: false,
    shared: 1,
    servers: [{ id: '1', name: 'Cidade principal', kinds: ['token'], shared: 1 }],
    ...overrides,
  };
}

export function memberNote(index: number, overrides: Partial<MemberNote> = {}): MemberNote {
  return {
    id: String(index),
    body: `Nota ${index}`,
    pinned: false,
    authorId: '100000000000000001',
    authorName: 'Ana Souza',
    createdAt: `2026-03-${String(10 + (index % 10)).padStart(2, '0')}T10:00:00.000Z`,
    updatedAt: null,
    ...overrides,
  };
}
