// A fake server for the member's file: the file, its timeline, game accounts, notes and tags.
import { HttpResponse } from 'msw';
import type {
  MemberCharacters,
  MemberEvent,
  MemberFile,
  MemberGameAccounts,
  MemberNote,
  MemberShared,
  MemberTag,
} from '@panel/contract/api/members';
import type { ApiErrorBody } from '@panel/contract/api/errors';
import { answer } from './answer';
import { memberCharacters, memberFile, memberGameAccounts } from './members-fixtures';
import { server } from './server';

type Refusal = { status: number; body: ApiErrorBody };
type Part = 'file' | 'timeline' | 'gameAccounts' | 'characters' | 'shared' | 'notes' | 'createNote';

export interface FakeMembersApi {
  file: MemberFile;
  /** Every event, newest first; the fake pages them by `pageSize`. */
  events: MemberEvent[];
  notes: MemberNote[];
  tags: MemberTag[];
  /** The query of every timeline call, in order. */
  timelineCalls: URLSearchParams[];
  noteBodies: unknown[];
  noteUpdates: { id: string; body: unknown }[];
  noteDeletions: string[];
  tagSets: unknown[];
  tagCreations: unknown[];
}

interface FakeMembersOptions {
  file?: MemberFile;
  events?: MemberEvent[];
  /** Events per page (30 as the server). */
  pageSize?: number;
  gameAccounts?: MemberGameAccounts;
  characters?: MemberCharacters;
  shared?: MemberShared[];
  notes?: MemberNote[];
  tags?: MemberTag[];
  /** The author of the notes created (the signed-in user). */
  author?: { id: string; name: string };
  refuse?: Partial<Record<Part, Refusal>>;
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** Serves `/api/members/*` and `/api/member-tags*` over the given data. */
export function serveMembers(options: FakeMembersOptions = {}): FakeMembersApi {
  const pageSize = options.pageSize ?? 30;
  const author = options.author ?? { id: '100000000000000001', name: 'Ana Souza' };
  const state: FakeMembersApi = {
    file: options.file ?? memberFile(),
    events: options.events ?? [],
    notes: [...(options.notes ?? [])],
    tags: [...(options.tags ?? [])],
    timelineCalls: [],
    noteBodies: [],
    noteUpdates: [],
    noteDeletions: [],
    tagSets: [],
    tagCreations: [],
  };
  const refusal = (part: Part) => {
    const refused = options.refuse?.[part];
    return refused ? HttpResponse.json(refused.body, { status: refused.status }) : null;
  };

  server.use(
    answer('getMemberFile', () => refusal('file') ?? HttpResponse.json(state.file)),
    answer('listMemberTimeline', ({ request }) => {
      const query = new URL(request.url).searchParams;
      state.timelineCalls.push(query);
      const refused = refusal('timeline');
      if (refused) return refused;
      const kinds = query.get('kinds')?.split(',');
      const matching = state.events.filter((event) => !kinds || kinds.includes(event.kind));
      // The cursor is the index of the next event (a real one has the contract's form).
      const before = query.get('before');
      const start = before ? Number(before.split('.')[2]) : 0;
      const items = matching.slice(start, start + pageSize);
      const next = start + pageSize;
      return HttpResponse.json({
        items,
        nextCursor: next < matching.length ? `1700000000000000.0.${next}` : null,
      });
    }),
    answer(
      'getMemberGameAccounts',
      () =>
        refusal('gameAccounts') ?? HttpResponse.json(options.gameAccounts ?? memberGameAccounts()),
    ),
    answer(
      'getMemberCharacters',
      () => refusal('characters') ?? HttpResponse.json(options.characters ?? memberCharacters()),
    ),
    answer('listMemberShared', () => refusal('shared') ?? HttpResponse.json(options.shared ?? [])),
    answer('listMemberNotes', () => refusal('notes') ?? HttpResponse.json(state.notes)),
    answer('createMemberNote', async ({ request }) => {
      const body = (await readJson(request)) as { body: string; pinned?: boolean };
      state.noteBodies.push(body);
      const refused = refusal('createNote');
      if (refused) return refused;
      const note: MemberNote = {
        id: String(1000 + state.noteBodies.length),
        body: body.body,
        pinned: body.pinned ?? false,
        authorId: author.id,
        authorName: author.name,
        createdAt: new Date().toISOString(),
        updatedAt: null,
      };
      state.notes = [note, ...state.notes];
      return HttpResponse.json(note);
    }),
    answer('updateMemberNote', async ({ request, params }) => {
      const body = (await readJson(request)) as Partial<MemberNote>;
      const id = String(params.id);
      state.noteUpdates.push({ id, body });
      const note = state.notes.find((item) => item.id === id);
      if (!note) {
        return HttpResponse.json(
          { code: 'not_found', message: 'Nota não encontrada.' },
          { status: 404 },
        );
      }
      Object.assign(
        note,
        body,
        body.body === undefined ? {} : { updatedAt: new Date().toISOString() },
      );
      return HttpResponse.json(note);
    }),
    answer('deleteMemberNote', ({ params }) => {
      const id = String(params.id);
      state.noteDeletions.push(id);
      state.notes = state.notes.filter((note) => note.id !== id);
      return new HttpResponse(null, { status: 204 });
    }),
    answer('listMemberTags', () => HttpResponse.json(state.tags)),
    answer('setMemberTags', async ({ request }) => {
      const body = (await readJson(request)) as { tagIds: string[] };
      state.tagSets.push(body);
      const tags = state.tags.filter((tag) => body.tagIds.includes(tag.id));
      state.file = { ...state.file, tags };
      return HttpResponse.json(tags);
    }),
    answer('createMemberTag', async ({ request }) => {
      const body = (await readJson(request)) as Omit<MemberTag, 'id'>;
      state.tagCreations.push(body);
      const tag: MemberTag = { id: String(500 + state.tagCreations.length), ...body };
      state.tags = [...state.tags, tag];
      return HttpResponse.json(tag);
    }),
  );
  return state;
}
