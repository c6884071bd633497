import type { ExtraPermissionKey, PermissionArea, PermissionKey } from './permissions';

/** The matrix's words: each permission's Portuguese label and its group's. */
export const permissionAreaLabels: Record<
  PermissionArea | 'calls' | 'audit' | 'dashboard' | 'team',
  string
> = {
  dashboard: 'Dashboard',
  allowlists: 'Allowlists',
  insertions: 'Inscrições',
  appeals: 'Apelações',
  allowlists_questions: 'Formulários',
  tickets: 'Tickets',
  tokens: 'Códigos',
  blacklist: 'Blacklist',
  store: 'Loja',
  game_servers: 'Servidores de jogo',
  members: 'Fichas dos membros',
  calls: 'Calls',
  audit: 'Auditoria',
  permissions: 'Permissões',
  users: 'Usuários da equipe',
  team: 'Equipe',
  bot_settings: 'Configurações do bot',
  configuration: 'Configurações gerais',
  integrations: 'Integrações',
};

type PermissionGroupId = keyof typeof permissionAreaLabels;

const extraPermissionGroups: Record<ExtraPermissionKey, PermissionGroupId> = {
  purge_blacklist_evidence: 'blacklist',
  view_game_server_ips: 'game_servers',
  message_members: 'members',
  view_team_analytics: 'team',
  view_analytics: 'dashboard',
};

/** The matrix's group of a permission: `view_tickets` → `tickets`, `view_audit` → `audit`. */
export function permissionGroupOf(key: PermissionKey): PermissionGroupId {
  if (key in extraPermissionGroups) return extraPermissionGroups[key as ExtraPermissionKey];
  return key.replace(/^(view|manage)_/, '') as PermissionGroupId;
}

export const permissionLabels: Record<PermissionKey, string> = {
  view_dashboard: 'Ver dashboard',
  view_allowlists: 'Ver whitelists',
  manage_allowlists: 'Aprovar e reprovar whitelists',
  view_insertions: 'Ver inscrições',
  manage_insertions: 'Aprovar e reprovar inscrições',
  view_appeals: 'Ver apelações',
  manage_appeals: 'Aprovar e reprovar apelações',
  view_allowlists_questions: 'Ver formulários',
  manage_allowlists_questions: 'Gerenciar formulários',
  view_tickets: 'Ver tickets',
  manage_tickets: 'Gerenciar tickets',
  view_tokens: 'Ver códigos',
  manage_tokens: 'Gerenciar códigos',
  view_blacklist: 'Ver blacklist',
  manage_blacklist: 'Gerenciar blacklist',
  purge_blacklist_evidence: 'Apagar arquivos de evidência',
  view_store: 'Ver loja, compras e pontos',
  manage_store: 'Gerenciar produtos, compras e pontos',
  view_game_servers: 'Ver servidores de jogo e conexões',
  manage_game_servers: 'Gerenciar servidores de jogo e chaves',
  view_game_server_ips: 'Ver IPs dos jogadores barrados',
  view_members: 'Ver fichas dos membros e escrever notas',
  manage_members: 'Gerenciar etiquetas dos membros',
  message_members: 'Enviar mensagens a membros',
  manage_calls: 'Gerenciar calls',
  view_audit: 'Ver registro de auditoria',
  view_permissions: 'Ver permissões',
  manage_permissions: 'Gerenciar permissões',
  view_users: 'Ver equipe',
  manage_users: 'Gerenciar equipe',
  view_team_analytics: 'Ver análise da equipe',
  view_analytics: 'Ver gráficos da comunidade',
  view_bot_settings: 'Ver configurações do bot',
  manage_bot_settings: 'Gerenciar configurações do bot',
  view_configuration: 'Ver configurações gerais',
  manage_configuration: 'Gerenciar configurações gerais',
  view_integrations: 'Ver integrações',
  manage_integrations: 'Gerenciar chaves de API e webhooks',
};
