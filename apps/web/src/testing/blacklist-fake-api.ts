// Test helpers of the blacklist page: entries as the server sends them and a fake server over them.
import { HttpResponse } from 'msw';
import { vi } from 'vitest';
import type { BlacklistEntry, BlacklistEvidence } from '@panel/contract/api/blacklist';
import {
  discordInviteMessages,
  type DiscordInviteGuild,
} from '@panel/contract/api/blacklist-invites';
import type { ApiErrorBody } from '@panel/contract/api/errors';
import { server } from './server';
import { answer, pathOf } from './answer';

export function evidence(
  id: string,
  overrides: Partial<BlacklistEvidence> = {},
): BlacklistEvidence {
  return {
    id,
    url: pathOf('blacklistEvidence', { evidenceId: String(id) }),
    fileName: `prova-${id}.png`,
    mimeType: 'image/png',
    size: 204_800,
    width: 1280,
    height: 720,
    available: true,
    ...overrides,
  };
}

export function blacklistEntry(
  index: number,
  overrides: Partial<BlacklistEntry> = {},
): BlacklistEntry {
  return {
    id: String(index),
    type: 'player',
    target: `3000000000000000${String(index).padStart(2, '0')}`,
    reason: `Motivo da entrada ${index}.`,
    discordUsername: `jogador${index}`,
    avatarUrl: null,
    evidences: [],
    addedBy: { id: '100000000000000001', name: 'Ana Souza' },
    createdAt: '2026-03-02T18:30:00.000Z',
    expiresAt: null,
    ...overrides,
  };
}

/** What one `POST /api/blacklist` carried. */
export interface RecordedCreate {
  contentType: string;
  /** The text parts. */
  fields: Record<string, string>;
  /** How many `evidences` parts. */
  evidenceParts: number;
}

export interface FakeBlacklistServer {
  entries: BlacklistEntry[];
  /** Query strings of every list call, in order. */
  listCalls: URLSearchParams[];
  creates: RecordedCreate[];
  removals: { id: string; body: unknown }[];
  /** Codes of every invite looked up, in order. */
  inviteLookups: string[];
}

/** Cidade Alta RP, as its invite shows it: no icon. */
export const inviteGuild: DiscordInviteGuild = {
  guildId: '930000000000000001',
  name: 'Cidade Alta RP',
  iconUrl: null,
  memberCount: 15234,
};

interface FakeBlacklistOptions {
  entries?: BlacklistEntry[];
  /** The list answers this status instead (e.g. 500). */
  listStatus?: number;
  /** Create answers this refusal instead of adding. */
  createError?: { status: number; body: ApiErrorBody };
  /** Create waits for this before answering. */
  holdCreate?: Promise<void>;
  removeError?: { status: number; body: ApiErrorBody };
  /** The servers invites lead to, by code; any other code is Discord's unknown invite. */
  invites?: Record<string, DiscordInviteGuild>;
}

async function readCreate(request: Request): Promise<RecordedCreate> {
  const form = await request.formData();
  const fields: Record<string, string> = {};
  let evidenceParts = 0;
  for (const [name, value] of form.entries()) {
    if (name === 'evidences') evidenceParts += 1;
    else if (typeof value === 'string') fields[name] = value;
  }
  return { contentType: request.headers.get('content-type') ?? '', fields, evidenceParts };
}

/**
 * A server over `entries` (newest first as given): filters by type and search (target or
 * name), pages by page and limit, answers `{data, total}`; adds from multipart and removes.
 */
export function serveBlacklist(options: FakeBlacklistOptions = {}): FakeBlacklistServer {
  const state: FakeBlacklistServer = {
    entries: (options.entries ?? []).map((entry) => ({ ...entry })),
    listCalls: [],
    creates: [],
    removals: [],
    inviteLookups: [],
  };
  let nextId = 500;

  server.use(
    answer('listBlacklist', ({ request }) => {
      const params = new URL(request.url).searchParams;
      state.listCalls.push(params);
      if (options.listStatus) {
        return HttpResponse.json(
          { code: 'internal', message: 'Falhou.' },
          { status: options.listStatus },
        );
      }
      const type = params.get('type');
      const search = (params.get('search') ?? '').toLowerCase();
      const matches = state.entries.filter(
        (entry) =>
          (!type || entry.type === type) &&
          (!search ||
            entry.target.includes(search) ||
            (entry.discordUsername ?? '').toLowerCase().includes(search)),
      );
      const page = Number(params.get('page') ?? '1');
      const limit = Number(params.get('limit') ?? '10');
      return HttpResponse.json({
        data: matches.slice((page - 1) * limit, page * limit),
        total: matches.length,
      });
    }),
    answer('createBlacklist', async ({ request }) => {
      const recorded = await readCreate(request);
      state.creates.push(recorded);
      await options.holdCreate;
      if (options.createError) {
        return HttpResponse.json(options.createError.body, { status: options.createError.status });
      }
      const id = String(nextId++);
      const { fields } = recorded;
      const created = blacklistEntry(Number(id), {
        type: fields.type === 'server' ? 'server' : 'player',
        target: fields.target ?? '',
        reason: fields.reason ?? '',
        discordUsername: fields.discordUsername ?? null,
        expiresAt: fields.expiresAt ?? null,
        createdAt: '2026-03-20T12:00:00.000Z',
        evidences: Array.from({ length: recorded.evidenceParts }, (_, index) =>
          evidence(`${id}${index}`),
        ),
      });
      state.entries.unshift(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    answer('findDiscordInvite', ({ params }) => {
      const code = String(params.code);
      state.inviteLookups.push(code);
      const guild = options.invites?.[code];
      if (!guild) {
        return HttpResponse.json(
          { code: 'not_found', message: discordInviteMessages.unknown },
          { status: 404 },
        );
      }
      return HttpResponse.json(guild);
    }),
    answer('removeBlacklist', async ({ request, params }) => {
      const id = String(params.id);
      const text = await request.text();
      state.removals.push({ id, body: text ? (JSON.parse(text) as unknown) : undefined });
      if (options.removeError) {
        return HttpResponse.json(options.removeError.body, { status: options.removeError.status });
      }
      state.entries = state.entries.filter((entry) => entry.id !== id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return state;
}

/** jsdom has no object URLs: these hand out `blob:` names and record what was revoked. */
export function stubObjectUrls() {
  let count = 0;
  const create = vi.fn((_blob: Blob) => `blob:test/${++count}`);
  const revoke = vi.fn((_url: string) => undefined);
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
  return { create, revoke };
}

/** A picked file of `size` bytes (its content does not matter to the page). */
export function testFile(name: string, type: string, size = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
