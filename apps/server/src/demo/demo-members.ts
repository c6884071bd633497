import { demoApplicants } from '@panel/discord-local/community-members';
import { demoIdentities } from '@panel/discord-local/identities';
import type { Transaction } from '../db/client';
import { memberNotes, memberTagAssignments, memberTags } from '../db/schema/members';

const hourMs = 3_600_000;

/**
 * The staff's tags and notes on the demo members, so the member's file and the review cards
 * show them from the first start: a watchlist tag on a waiting applicant, a donor, notes (one
 * pinned) on the demo member.
 */
export async function seedDemoMembers(
  tx: Transaction,
  staff: { id: string; name: string },
  now = new Date(),
): Promise<void> {
  const member = demoIdentities.find((identity) => identity.label === 'membro');
  const watched = demoApplicants[0];
  const donor = demoApplicants[8];
  if (!member || !watched || !donor) throw new Error('the demo community lacks its members');
  const tags = await tx
    .insert(memberTags)
    .values([
      { name: 'Observação', color: '#f59e0b', watch: true },
      { name: 'Doador', color: '#16a34a', watch: false },
      { name: 'Ex-staff', color: '#6366f1', watch: false },
    ])
    .returning({ id: memberTags.id, name: memberTags.name });
  const tagId = (name: string) => {
    const tag = tags.find((row) => row.name === name);
    if (!tag) throw new Error(`the demo tag ${name} was not written`);
    return tag.id;
  };
  await tx.insert(memberTagAssignments).values([
    { discordId: watched.id, tagId: tagId('Observação'), assignedById: staff.id },
    { discordId: member.id, tagId: tagId('Doador'), assignedById: staff.id },
    { discordId: donor.id, tagId: tagId('Doador'), assignedById: staff.id },
  ]);
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * hourMs);
  await tx.insert(memberNotes).values([
    {
      discordId: member.id,
      body: 'Ajuda os novatos na praça; já foi elogiado por dois moderadores.',
      pinned: true,
      authorId: staff.id,
      authorName: staff.name,
      createdAt: at(72),
    },
    {
      discordId: member.id,
      body: 'Pediu reembolso de um produto da loja por engano; resolvido por ticket.',
      authorId: staff.id,
      authorName: staff.name,
      createdAt: at(20),
    },
    {
      discordId: watched.id,
      body: 'Conta nova no Discord: conferir a história do personagem com cuidado.',
      pinned: true,
      authorId: staff.id,
      authorName: staff.name,
      createdAt: at(6),
    },
  ]);
}
