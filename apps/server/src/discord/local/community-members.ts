import { communityId as id, communitySettingIds as s } from './community';
import { demoIdentities } from './identities';

/** The demo community's members: the demo identities in the guild, then plain members. */

export interface CommunityMember {
  id: string;
  username: string;
  globalName: string;
  roleIds: string[];
}

const memberNames = [
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

/**
 * Plain members the demo data puts on the blacklist (`demo/demo-blacklist.ts`): they start
 * with the Blacklist role, as the panel would have given it.
 */
export const demoBlacklistedMemberIds = [111, 113, 115, 117, 119, 121, 123].map((n) =>
  String(100000000000000000n + BigInt(n)),
);

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '.');

export const communityMembers: CommunityMember[] = [
  ...demoIdentities
    .filter((identity) => identity.inGuild)
    .map((identity) => ({
      id: identity.id,
      username: identity.username,
      globalName: identity.globalName,
      roleIds:
        identity.panelRole === 'administrador'
          ? [s.adminRoleId, s.allowListRoleId]
          : identity.panelRole === 'moderador'
            ? [s.modRoleId, s.allowListRoleId]
            : identity.panelRole === 'suporte'
              ? [s.supportRoleId, s.allowListRoleId]
              : [],
    })),
  ...memberNames.map((name, index) => {
    const memberId = String(100000000000000101n + BigInt(index));
    const roleIds = roleCycle[index % roleCycle.length] ?? [];
    return {
      id: memberId,
      username: slug(name),
      globalName: name,
      roleIds: demoBlacklistedMemberIds.includes(memberId)
        ? [...roleIds, s.blacklistRoleId]
        : roleIds,
    };
  }),
];

/** Who is in a voice channel when the local Discord starts (the demo simulator moves them after). */
export const communityVoiceStates: { userId: string; channelId: string; selfMute?: boolean }[] = [
  { userId: '100000000000000101', channelId: id(222) },
  { userId: '100000000000000102', channelId: id(222), selfMute: true },
  { userId: '100000000000000104', channelId: id(224) },
];
