import { pageSizes } from './constants';
import { appealListRoutes, applicationListRoutes } from './endpoints/application-list-routes';
import { dashboardRoutes } from './endpoints/dashboard-routes';
import { getUrl } from './endpoints/url';
import type { PageRoute } from './page-route';

export { canAccess, isStaff, type Access } from './access';

export type { MenuIcon } from './menu-icon';
export type { PageRoute } from './page-route';

/**
 * The one table of pages. The web router, its guards, the sidebar and the mobile
 * menu are all built from it; menu order is table order.
 */
export const pageRoutes = [
  { id: 'landing', path: '/', access: 'public', title: 'Início', shell: false },
  { id: 'landingAlias', path: '/landing', access: 'public', title: 'Início', shell: false },
  { id: 'login', path: '/login', access: 'public', title: 'Entrar', shell: false },
  { id: 'whitelist', path: '/whitelist', access: 'public', title: 'Whitelist', shell: false },
  { id: 'store', path: '/store', access: 'public', title: 'Loja de Recompensas', shell: false },
  {
    id: 'storeProduct',
    path: '/store/product/:id',
    access: 'public',
    title: 'Produto',
    shell: false,
  },
  { id: 'insertionForm', path: '/inscricao', access: 'public', title: 'Inscrição', shell: false },
  { id: 'appealForm', path: '/apelacao', access: 'public', title: 'Apelação', shell: false },
  {
    id: 'dashboard',
    path: '/dashboard',
    access: 'view_dashboard',
    title: 'Dashboard',
    menu: { label: 'Dashboard', icon: 'layout-dashboard' },
    shell: true,
    firstRequest: getUrl(dashboardRoutes.dashboard),
  },
  {
    id: 'allowlists',
    path: '/allowlists',
    access: 'view_allowlists',
    title: 'Allowlists',
    menu: { label: 'Allowlists', icon: 'list-checks' },
    shell: true,
    firstRequest: getUrl(applicationListRoutes.listAllowlists, {
      status: 'pending',
      page: 1,
      limit: pageSizes.allowlists,
    }),
  },
  {
    id: 'insertions',
    path: '/insertions',
    access: 'view_insertions',
    title: 'Inscrições',
    menu: { label: 'Inscrições', icon: 'clipboard-list' },
    shell: true,
    firstRequest: getUrl(applicationListRoutes.listInsertions, {
      status: 'pending',
      page: 1,
      limit: pageSizes.insertions,
    }),
  },
  {
    id: 'appeals',
    path: '/appeals',
    access: 'view_appeals',
    title: 'Apelações',
    menu: { label: 'Apelações', icon: 'scale' },
    shell: true,
    firstRequest: getUrl(appealListRoutes.listAppeals, {
      status: 'pending',
      page: 1,
      limit: pageSizes.appeals,
    }),
  },
  {
    id: 'tickets',
    path: '/tickets',
    access: 'view_tickets',
    title: 'Tickets',
    menu: { label: 'Tickets', icon: 'ticket' },
    shell: true,
  },
  {
    id: 'codes',
    path: '/codes',
    access: 'view_tokens',
    title: 'Códigos',
    menu: { label: 'Códigos', icon: 'key-round' },
    shell: true,
  },
  {
    id: 'codeCreate',
    path: '/codes/create',
    access: 'manage_tokens',
    title: 'Novo Código',
    shell: true,
  },
  {
    id: 'formQuestions',
    path: '/whitelist-questions',
    access: 'view_allowlists_questions',
    title: 'Gerenciar Formulários',
    menu: { label: 'Gerenciar Formulários', icon: 'file-question' },
    shell: true,
  },
  {
    id: 'blacklist',
    path: '/blacklist',
    access: 'view_blacklist',
    title: 'Gerenciar Blacklist',
    menu: { label: 'Gerenciar Blacklist', icon: 'ban' },
    shell: true,
  },
  {
    id: 'permissions',
    path: '/permissions',
    access: 'view_permissions',
    title: 'Gerenciar Permissões',
    menu: { label: 'Gerenciar Permissões', icon: 'shield' },
    shell: true,
  },
  {
    id: 'botSettings',
    path: '/bot-settings',
    access: 'view_bot_settings',
    title: 'Configurações do Bot',
    menu: { label: 'Configurações Bot', icon: 'bot' },
    shell: true,
  },
  {
    id: 'integrations',
    path: '/integrations',
    access: 'view_integrations',
    title: 'Integrações',
    menu: { label: 'Integrações', icon: 'plug' },
    shell: true,
  },
  {
    id: 'audit',
    path: '/audit',
    access: 'view_audit',
    title: 'Registro de Auditoria',
    menu: { label: 'Registro de Auditoria', icon: 'scroll-text' },
    shell: true,
  },
  {
    id: 'calls',
    path: '/calls',
    access: 'manage_calls',
    title: 'Gerenciar Calls',
    menu: { label: 'Gerenciar Calls', icon: 'phone-call' },
    shell: true,
  },
  {
    id: 'storeManage',
    path: '/store/manage',
    access: 'view_store',
    title: 'Gerenciar Loja',
    menu: { label: 'Gerenciar Loja', icon: 'shopping-bag' },
    shell: true,
  },
  {
    id: 'gameServers',
    path: '/game-servers',
    access: 'view_game_servers',
    title: 'Servidores de jogo',
    menu: { label: 'Servidores de jogo', icon: 'server' },
    shell: true,
  },
  {
    id: 'team',
    path: '/team',
    // Everyone on staff sees their own line; the others' need `view_team_analytics`.
    access: 'staff',
    title: 'Equipe',
    menu: { label: 'Equipe', icon: 'users' },
    shell: true,
  },
  {
    id: 'analytics',
    path: '/analytics',
    access: 'view_analytics',
    title: 'Comunidade',
    menu: { label: 'Comunidade', icon: 'chart-column' },
    shell: true,
  },
  {
    id: 'teamMember',
    path: '/team/:staffId',
    access: 'staff',
    title: 'Membro da equipe',
    shell: true,
  },
  {
    id: 'memberFile',
    path: '/members/:discordId',
    access: 'view_members',
    title: 'Ficha do membro',
    shell: true,
  },
  { id: 'account', path: '/account', access: 'authenticated', title: 'Minha Conta', shell: true },
  {
    // Staff without Discord's two-step authentication (2026-12-05-staff-2fa-and-sessions.md).
    id: 'twoFactor',
    path: '/two-factor',
    access: 'authenticated',
    title: 'Autenticação em duas etapas',
    shell: true,
  },
  {
    id: 'myTickets',
    path: '/account/tickets',
    access: 'authenticated',
    title: 'Meus tickets',
    shell: true,
  },
  {
    id: 'useCode',
    path: '/use-code',
    access: 'authenticated',
    title: 'Resgatar código',
    // Often a member's first page: in /whitelist's frame (docs/decisions/2026-12-03-bundle-budgets.md).
    shell: false,
  },
  {
    id: 'accessDenied',
    path: '/access-denied',
    access: 'public',
    title: 'Acesso negado',
    shell: false,
  },
  { id: 'blocked', path: '/blocked', access: 'public', title: 'Acesso bloqueado', shell: false },
] as const satisfies readonly PageRoute<string>[];

/** The ids of the table's pages. */
export type PageId = (typeof pageRoutes)[number]['id'];

export function pagePath(id: PageId): string {
  const route = pageRoutes.find((page) => page.id === id);
  if (!route) throw new Error(`Unknown page ${id}`);
  return route.path;
}

export function menuRoutes(): PageRoute[] {
  return (pageRoutes as readonly PageRoute[]).filter((page) => page.menu !== undefined);
}
