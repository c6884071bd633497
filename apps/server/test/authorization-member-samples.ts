import type { EndpointId } from '@panel/contract/endpoints';
import type { Database } from '../src/db/client';
import { discordMembers } from '../src/db/schema/discord';
import { memberNotes, memberTags } from '../src/db/schema/members';
import type { Caller } from './authorization-expected';
import { defined } from './defined';
import { demoIds } from './sign-in';

type Sample = string | ((caller: Caller) => string);

/** Notes and tags the members' samples act on, made by `prepareMemberSamples`. */
const ids = {
  note: '999999',
  /** Each staff caller's own note, which only its author may delete. */
  ownNotes: {} as Partial<Record<Caller, string>>,
  tag: '999999',
  /** A tag per caller allowed to delete one. */
  spareTags: {} as Partial<Record<Caller, string>>,
};
const staff: Caller[] = ['suporte', 'moderador', 'administrador'];
const file = `/api/members/${demoIds.membro}`;

export const memberSampleUrl = {
  searchMembers: '/api/members/search?q=diego',
  listMemberSignals: `/api/members/signals?ids=${demoIds.membro},${demoIds.visitante}`,
  getMemberFile: file,
  listMemberTimeline: `${file}/timeline?kinds=application,note`,
  getMemberGameAccounts: `${file}/game-accounts`,
  getMemberCharacters: `${file}/characters`,
  listMemberShared: `${file}/shared`,
  listMemberNotes: `${file}/notes`,
  createMemberNote: `${file}/notes`,
  updateMemberNote: () => `${file}/notes/${ids.note}`,
  deleteMemberNote: (caller) => `${file}/notes/${ids.ownNotes[caller] ?? '999999'}`,
  messageMember: `${file}/messages`,
  setMemberTags: `${file}/tags`,
  listMemberTags: '/api/member-tags',
  createMemberTag: '/api/member-tags',
  updateMemberTag: () => `/api/member-tags/${ids.tag}`,
  deleteMemberTag: (caller) => `/api/member-tags/${ids.spareTags[caller] ?? '999999'}`,
} satisfies Partial<Record<EndpointId, Sample>>;

export const memberSampleBody = {
  createMemberNote: (caller: Caller) => ({ body: `Nota da matriz (${caller})` }),
  // Pinning is anyone's: the same answer for every caller.
  updateMemberNote: { pinned: true },
  messageMember: (caller: Caller) => ({ content: `Mensagem da matriz (${caller})` }),
  setMemberTags: () => ({ tagIds: [ids.tag] }),
  createMemberTag: (caller: Caller) => ({ name: `Matriz ${caller}`, color: '#123456' }),
  updateMemberTag: { name: 'Matriz (alterada)', color: '#654321', watch: true },
} satisfies Partial<Record<EndpointId, object | ((caller: Caller) => object)>>;

export async function prepareMemberSamples(db: Database): Promise<void> {
  // Messages go only to members of the guild as the bot's catalog knows them.
  await db
    .insert(discordMembers)
    .values({ userId: demoIds.membro, username: 'diego' })
    .onConflictDoNothing();
  const notes = await db
    .insert(memberNotes)
    .values(
      ['membro' as const, ...staff].map((caller) => ({
        discordId: demoIds.membro,
        body: `Nota de ${caller}`,
        authorId: demoIds[caller === 'anonymous' ? 'membro' : caller],
        authorName: caller,
      })),
    )
    .returning({ id: memberNotes.id });
  ids.note = String(defined(notes[0]).id);
  staff.forEach((caller, index) => (ids.ownNotes[caller] = String(defined(notes[index + 1]).id)));
  const tags = await db
    .insert(memberTags)
    .values(
      ['Matriz', 'Matriz (excluir 1)', 'Matriz (excluir 2)'].map((name) => ({
        name,
        color: '#abcdef',
      })),
    )
    .returning({ id: memberTags.id });
  ids.tag = String(defined(tags[0]).id);
  ids.spareTags.moderador = String(defined(tags[1]).id);
  ids.spareTags.administrador = String(defined(tags[2]).id);
}
