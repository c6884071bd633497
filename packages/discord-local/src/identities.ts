import type { PanelRoleName } from '@panel/contract/permissions';

export interface DemoIdentity {
  id: string;
  username: string;
  globalName: string;
  /** Panel role the demo data gives this person; `null` for members. */
  panelRole: PanelRoleName | null;
  /** Whether the person is in the simulated guild. */
  inGuild: boolean;
  /** Label of the identity on the local Discord's authorize page. */
  label: string;
  /**
   * Discord's `mfa_enabled` (two-step authentication on the account), as `/users/@me` answers
   * it. Carla, of the suporte, has none: the panel's requirement of it for staff shows on her.
   */
  mfaEnabled: boolean;
}

/** Fixed ids of the local Discord: its guild, application (the bot's user has the same id), and more. */
export const localDiscordIds = {
  guild: '900000000000000001',
  application: '800000000000000001',
  botRole: '300000000000000100',
  afkChannel: '300000000000000227',
} as const;

/** The first one owns the local guild. */
export const demoIdentities: readonly [DemoIdentity, ...DemoIdentity[]] = [
  {
    id: '100000000000000001',
    username: 'ana.admin',
    globalName: 'Ana Souza',
    panelRole: 'administrador',
    inGuild: true,
    label: 'administrador',
    mfaEnabled: true,
  },
  {
    id: '100000000000000002',
    username: 'bruno.mod',
    globalName: 'Bruno Lima',
    panelRole: 'moderador',
    inGuild: true,
    label: 'moderador',
    mfaEnabled: true,
  },
  {
    id: '100000000000000003',
    username: 'carla.suporte',
    globalName: 'Carla Dias',
    panelRole: 'suporte',
    inGuild: true,
    label: 'suporte',
    mfaEnabled: false,
  },
  {
    id: '100000000000000004',
    username: 'diego.membro',
    globalName: 'Diego Rocha',
    panelRole: null,
    inGuild: true,
    label: 'membro',
    mfaEnabled: true,
  },
  {
    id: '100000000000000005',
    username: 'elisa.membro',
    globalName: 'Elisa Martins',
    panelRole: null,
    inGuild: true,
    label: 'membro',
    mfaEnabled: false,
  },
  {
    id: '100000000000000006',
    username: 'fabio.visitante',
    globalName: 'Fábio Nunes',
    panelRole: null,
    inGuild: false,
    label: 'fora do servidor',
    mfaEnabled: false,
  },
];
