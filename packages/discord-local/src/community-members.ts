import { communityFounderRoleId, communityId as id, communitySettingIds as s } from './community';
import { demoIdentities } from './identities';

/**
 * The demo community's members: the demo identities in the guild, the regulars, the demo's
 * applicants and the other players its blacklist names. Every member the demo data (`demo/`)
 * names is one of them, with the roles that data implies, so what staff do to them on the panel
 * reaches a member of the local Discord.
 */

export interface CommunityMember {
  id: string;
  username: string;
  globalName: string | null;
  roleIds: string[];
}

const memberId = (n: number) => String(100000000000000000n + BigInt(n));
const applicantId = (n: number) => String(200000000000000000n + BigInt(n));

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '.');

const regularNames = [
  'Gabriel Alves',
  'Helena Costa',
  'Igor Pereira',
  'Júlia Ribeiro',
  'Kauã Ferreira',
  'Larissa Gomes',
  'Mateus Carvalho',
  'Natália Rocha',
  'Otávio Martins',
  'Paula Araújo',
  'Rafael Barbosa',
  'Sofia Cardoso',
  'Thiago Teixeira',
  'Vitória Moreira',
  'Wesley Correia',
  'Yasmin Mendes',
  'Arthur Nogueira',
  'Beatriz Freitas',
  'Caio Monteiro',
  'Daniela Pinto',
  'Eduardo Ramos',
  'Fernanda Duarte',
  'Gustavo Vieira',
  'Isabela Lopes',
];

const roleCycle: string[][] = [
  [s.allowListRoleId],
  [s.allowListRoleId, s.groupLeadRoleId],
  [s.pendingRoleId],
  [s.allowListRoleId, s.developerRoleId],
  [],
  [s.allowListRoleId, s.influencerRoleId],
];

/** How the demo data left an applicant's whitelist request (`demo/demo-applications.ts`). */
export type DemoWhitelistState = 'pending' | 'approved' | 'rejected';

export interface DemoApplicant {
  id: string;
  username: string;
  globalName: string;
  whitelist: DemoWhitelistState;
}

const applicantNames = [
  'Lucas Moura',
  'Manuela Gomes',
  'Nicolas Teixeira',
  'Olívia Pires',
  'Pedro Barros',
  'Renata Alves',
  'Samuel Costa',
  'Tainá Freitas',
  'Ulisses Ramos',
  'Valentina Moura',
  'Bernardo Pires',
  'Clara Teixeira',
  'Davi Gomes',
  'Lorena Barros',
  'Vinícius Alves',
  'Alice Costa',
  'Heitor Freitas',
  'Lívia Ramos',
];

/**
 * The members who sent the demo's whitelist requests, in order: the first seven wait for a
 * review, the next six were approved, the last five rejected (the first six also sent a role
 * application, still pending).
 */
export const demoApplicants: DemoApplicant[] = applicantNames.map((name, index) => ({
  id: applicantId(index + 1),
  username: slug(name),
  globalName: name,
  whitelist: index < 7 ? 'pending' : index < 13 ? 'approved' : 'rejected',
}));

/** The applicant whose code redemptions are blocked, with a pending review_token ticket. */
export const demoBlockedMemberId = applicantId(15);

/** The applicant on the blacklist, with a pending review_blacklist ticket. */
export const demoBlacklistedApplicantId = applicantId(17);

/** Players the demo's blacklist names who never applied: two listed, one whose entry was removed. */
export const demoListedPlayers = {
  cheater: { id: '650000000000000001', username: 'trapaceiro.rp' },
  seller: { id: '650000000000000002', username: 'vendedor.de.contas' },
  repentant: { id: '650000000000000003', username: 'arrependido.rp' },
} as const;

/** Regulars the demo data puts on the blacklist (`demo/demo-blacklist.ts`), in its order. */
export const demoBlacklistedRegularIds = [111, 113, 115, 117, 119, 121, 123].map(memberId);

/**
 * Every member with an active entry on the demo's blacklist: they start with the Blacklist role,
 * as the panel would have given it.
 */
export const demoBlacklistedMemberIds = [
  ...demoBlacklistedRegularIds,
  demoBlacklistedApplicantId,
  demoListedPlayers.cheater.id,
  demoListedPlayers.seller.id,
];

/** The roles the demo's state gives a member on top of their own: blocked, blacklisted. */
const withDemoRoles = (id: string, roleIds: string[]) => [
  ...roleIds,
  ...(id === demoBlockedMemberId ? [s.blockedRoleId] : []),
  ...(demoBlacklistedMemberIds.includes(id) ? [s.blacklistRoleId] : []),
];

const whitelistRoles: Record<DemoWhitelistState, string[]> = {
  pending: [s.pendingRoleId],
  approved: [s.allowListRoleId],
  rejected: [],
};

/** The demo identities who are in the guild, staff with the Discord role of their panel role. */
export const communityIdentityMembers: CommunityMember[] = demoIdentities
  .filter((identity) => identity.inGuild)
  .map((identity) => ({
    id: identity.id,
    username: identity.username,
    globalName: identity.globalName,
    roleIds:
      identity.panelRole === 'administrador'
        ? [
            ...(identity.id === demoIdentities[0].id ? [communityFounderRoleId] : []),
            s.adminRoleId,
            s.allowListRoleId,
          ]
        : identity.panelRole === 'moderador'
          ? [s.modRoleId, s.allowListRoleId]
          : identity.panelRole === 'suporte'
            ? [s.supportRoleId, s.allowListRoleId]
            : [],
  }));

/** Members who have been around for a while: they spend their evenings in voice. */
export const communityRegulars: CommunityMember[] = regularNames.map((name, index) => {
  const id = memberId(101 + index);
  return {
    id,
    username: slug(name),
    globalName: name,
    roleIds: withDemoRoles(id, roleCycle[index % roleCycle.length] ?? []),
  };
});

export const communityMembers: CommunityMember[] = [
  ...communityIdentityMembers,
  ...communityRegulars,
  ...demoApplicants.map((applicant) => ({
    id: applicant.id,
    username: applicant.username,
    globalName: applicant.globalName,
    roleIds: withDemoRoles(applicant.id, whitelistRoles[applicant.whitelist]),
  })),
  ...Object.values(demoListedPlayers).map((player) => ({
    id: player.id,
    username: player.username,
    globalName: null,
    roleIds: withDemoRoles(player.id, []),
  })),
];

/** Who is in a voice channel when the local Discord starts (the demo simulator moves them after). */
export const communityVoiceStates: { userId: string; channelId: string; selfMute?: boolean }[] = [
  { userId: '100000000000000101', channelId: id(222) },
  { userId: '100000000000000102', channelId: id(222), selfMute: true },
  { userId: '100000000000000104', channelId: id(224) },
];
