import type { OpenSession, StaffSession } from '@panel/contract/api/staff-security';

/** The session of the page itself, on a computer. */
export const currentSession: OpenSession = {
  id: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  device: 'Chrome no Windows',
  ip: '203.0.113.45',
  createdAt: '2026-12-04T12:00:00.000Z',
  lastSeenAt: '2026-12-05T12:00:00.000Z',
  current: true,
};

/** Another of the member's sessions, on a phone. */
export const phoneSession: OpenSession = {
  id: '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  device: 'Safari no iPhone',
  ip: '198.51.100.7',
  createdAt: '2026-12-01T09:30:00.000Z',
  lastSeenAt: '2026-12-03T22:15:00.000Z',
  current: false,
};

/** Carla's session, as an administrador sees it: the address's network only. */
export const carlaSession: StaffSession = {
  id: '8b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  device: 'Firefox no Linux',
  ip: '192.0.2.x',
  createdAt: '2026-12-05T08:00:00.000Z',
  lastSeenAt: '2026-12-05T11:40:00.000Z',
  current: false,
  user: {
    id: '100000000000000003',
    name: 'Carla Dias',
    avatarUrl: null,
    role: 'suporte',
    discordMfa: false,
  },
};

export const adminSession: StaffSession = {
  ...currentSession,
  user: {
    id: '100000000000000001',
    name: 'Ana Souza',
    avatarUrl: null,
    role: 'administrador',
    discordMfa: true,
  },
};
