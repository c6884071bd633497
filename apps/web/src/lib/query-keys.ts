import type { CallPeriod } from '@panel/contract/api/calls';
import type { FormType } from '@panel/contract/api/forms';

/**
 * Every TanStack Query key of the app, so a feature can refresh another's data without
 * importing it. Invalidating a key refreshes every key that starts with it.
 */
export const currentUserQueryKey = ['auth', 'me'] as const;
export const publicConfigQueryKey = ['config'] as const;
/** The dashboard counts applications by status, so a decision changes it. */
export const dashboardQueryKey = ['dashboard'] as const;

/** The member's own data ("Minha Conta"): a redeemed code may change any of it. */
export const memberKeys = {
  all: ['me'] as const,
  applications: ['me', 'applications'] as const,
  /** Under `applications`: sending an application changes it too. */
  whitelist: ['me', 'applications', 'whitelist'] as const,
  /** What the member may appeal and their appeals: a decision on an application may change it. */
  appeals: ['me', 'applications', 'appeals'] as const,
  tickets: ['me', 'tickets'] as const,
  ticketTranscript: (id: string) => ['me', 'tickets', id, 'transcript'] as const,
  /** Guild members found for a report (`reportableMembers`). */
  reportableMembers: (search: string) => ['me', 'reportable-members', search] as const,
  calls: ['me', 'calls'] as const,
  /** Points, their history and the member's purchases: a redemption changes all of them. */
  store: ['me', 'store'] as const,
  balance: ['me', 'store', 'balance'] as const,
  storeHistory: ['me', 'store', 'history'] as const,
  /** Whether the member can enter the game servers an in-game product is delivered to. */
  gameAccess: (productId: string) => ['me', 'store', 'game-access', productId] as const,
  /** The game accounts linked to the member (a code from the game links one). */
  gameLinks: ['me', 'game-links'] as const,
  /** The member's open sessions (browsers and devices signed in). */
  sessions: ['me', 'sessions'] as const,
};

/** A review page's kind of entries. */
type ReviewKind = 'allowlists' | 'insertions' | 'appeals';

/** The review pages; `kind` covers every status, search and page of one kind. */
export const applicationKeys = {
  all: ['applications'] as const,
  kind: (kind: ReviewKind) => [...applicationKeys.all, kind] as const,
  list: (kind: ReviewKind, filters: object) =>
    [...applicationKeys.kind(kind), 'list', filters] as const,
};

export const formKeys = {
  /** Every form's questions; also the prefix of each form's own list. */
  questions: ['forms', 'questions'] as const,
  formQuestions: (formType: FormType) => [...formKeys.questions, formType] as const,
  status: (formType: FormType) => ['forms', 'status', formType] as const,
  /** The pass mark, what failing it does, and the votes a decision waits for. */
  triage: (formType: FormType) => ['forms', 'triage', formType] as const,
  /** The appeals' cooldown and appeals per subject. */
  appealLimits: ['forms', 'appeal-limits'] as const,
  /** What the public pages read: the status and the questions of one form. */
  publicForm: (formType: FormType) => ['forms', formType, 'public'] as const,
  /** A mutation key: reorders in flight. */
  reorder: ['forms', 'questions', 'reorder'] as const,
};

/** A form's canned rejection reasons: kept on the forms screen, offered when rejecting. */
export const rejectionReasonKeys = {
  form: (formType: FormType) => ['rejection-reasons', formType] as const,
};

export const auditKeys = {
  all: ['audit'] as const,
  logs: (filters: object) => [...auditKeys.all, 'logs', filters] as const,
};

export const roleKeys = {
  all: ['permissions', 'roles'] as const,
  /** Whether staff need Discord's two-step authentication. */
  staffSecurity: ['permissions', 'security'] as const,
};

/** Staff members; a role's new permissions change every entry under `all`. */
export const userKeys = {
  all: ['users'] as const,
  staff: ['users', 'staff'] as const,
  permissions: (discordId: string) => [...userKeys.all, discordId, 'permissions'] as const,
  /** The staff's open sessions. */
  sessions: ['users', 'sessions'] as const,
};

export const ticketKeys = {
  all: ['tickets'] as const,
  lists: ['tickets', 'list'] as const,
  list: (filters: object) => [...ticketKeys.lists, filters] as const,
  transcript: (id: string) => [...ticketKeys.all, id, 'transcript'] as const,
};

export const tokenKeys = {
  all: ['tokens'] as const,
  list: (page: number) => [...tokenKeys.all, 'list', page] as const,
};

export const blacklistKeys = {
  all: ['blacklist'] as const,
  list: (filters: object) => [...blacklistKeys.all, 'list', filters] as const,
};

/** The server an invite leads to (the blacklist's add form): no change to the blacklist alters it. */
export const discordInviteKeys = {
  byCode: (code: string) => ['discord-invites', code] as const,
};

/** The bot's state and saved ids (`view`) and the guild's roles and channels (`catalog`). */
export const botSettingsKeys = {
  all: ['bot-settings'] as const,
  view: ['bot-settings', 'view'] as const,
  catalog: ['bot-settings', 'catalog'] as const,
};

/** Discord deliveries (the outbox as staff see it); an action on one changes every list. */
export const deliveryKeys = {
  all: ['deliveries'] as const,
  lists: ['deliveries', 'list'] as const,
  list: (filters: object) => [...deliveryKeys.lists, filters] as const,
  detail: (id: string) => [...deliveryKeys.all, 'detail', id] as const,
  /** The signed-in staff member's own failed deliveries (their notice in the top bar). */
  own: ['deliveries', 'own-failures'] as const,
};

/**
 * Who is in voice and the ranking (`lists`: a mute or a removal changes both), and the rules
 * of what time counts (bot settings).
 */
export const callKeys = {
  all: ['calls'] as const,
  lists: ['calls', 'list'] as const,
  connected: (filters: object) => [...callKeys.lists, 'connected', filters] as const,
  ranking: (period: CallPeriod, page: number) =>
    [...callKeys.lists, 'ranking', period, page] as const,
  rules: ['calls', 'rules'] as const,
};

/**
 * The store: what members see (`products`), and what staff manage (`manage`): products,
 * purchases and settings. A product edit or a refund changes both.
 */
export const storeKeys = {
  all: ['store'] as const,
  products: (category: string | undefined) => ['store', 'products', category ?? 'all'] as const,
  product: (id: string) => ['store', 'product', id] as const,
  /** The tabs of the store and the product form's choices (staff change them). */
  categories: ['store', 'categories'] as const,
  /** The mutation key of a categories reorder (several may be in flight). */
  reorderCategories: ['store', 'reorder-categories'] as const,
  manage: ['store', 'manage'] as const,
  manageProducts: ['store', 'manage', 'products'] as const,
  purchases: (filters: object) => ['store', 'manage', 'purchases', filters] as const,
  settings: ['store', 'manage', 'settings'] as const,
};

/** The "Integrações" page: the API keys and the webhooks. */
export const integrationKeys = {
  all: ['integrations'] as const,
  keys: ['integrations', 'keys'] as const,
  /** The webhooks, with their deliveries' counts: a delivery's change moves them. */
  webhooks: ['integrations', 'webhooks'] as const,
};

/**
 * The game servers (`servers`), the joins of one (`joins`) and a member's linked game
 * identities. A key change or a revocation changes the servers; a link changes identities.
 */
export const gameServerKeys = {
  all: ['game-servers'] as const,
  servers: ['game-servers', 'list'] as const,
  joins: (serverId: string, filters: object) =>
    ['game-servers', 'joins', serverId, filters] as const,
  identitiesAll: ['game-servers', 'identities'] as const,
  identities: (discordId: string) => ['game-servers', 'identities', discordId] as const,
  passports: (discordId: string) => ['game-servers', 'passports', discordId] as const,
};

/**
 * The member's file (`/members/:discordId`): its parts per member, and the tags staff give
 * (`tags`). A tag's new name or colour changes every file that shows it.
 */
/** Duty ("em serviço"): the staff member's own, who is on duty, and its settings. */
export const dutyKeys = {
  all: ['duty'] as const,
  me: ['duty', 'me'] as const,
  onDuty: ['duty', 'on-duty'] as const,
  settings: ['duty', 'settings'] as const,
};

/** "Equipe": figures rolled up from decisions, tickets, the blacklist, refunds and duty. */
export const teamKeys = {
  all: ['team'] as const,
  overview: (query: object) => ['team', 'overview', query] as const,
  member: (staffId: string, query: object) => ['team', 'member', staffId, query] as const,
};

/** "Comunidade": the community's charts, one answer per period. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  community: (query: object) => ['analytics', 'community', query] as const,
};

export const memberFileKeys = {
  all: ['members'] as const,
  member: (discordId: string) => ['members', discordId] as const,
  file: (discordId: string) => ['members', discordId, 'file'] as const,
  timelineAll: (discordId: string) => ['members', discordId, 'timeline'] as const,
  timeline: (discordId: string, kinds: readonly string[]) =>
    ['members', discordId, 'timeline', kinds] as const,
  gameAccounts: (discordId: string) => ['members', discordId, 'game-accounts'] as const,
  /**
   * Read from the game's databases: outside `all`, so the live notices that refresh the file
   * do not ask the game again (a character changes in the game, not in the panel).
   */
  characters: (discordId: string) => ['member-characters', discordId] as const,
  shared: (discordId: string) => ['members', discordId, 'shared'] as const,
  notes: (discordId: string) => ['members', discordId, 'notes'] as const,
  tags: ['member-tags'] as const,
};

/**
 * Members found by the header's search (`q`, as sent), and the review cards' signals of a page
 * of members (ids sorted). The signals live under `memberFileKeys.all`: what changes a member's
 * tags refreshes them too.
 */
export const memberLookupKeys = {
  search: (q: string) => ['member-search', q] as const,
  signalsAll: [...memberFileKeys.all, 'signals'] as const,
  signals: (ids: readonly string[]) => [...memberFileKeys.all, 'signals', ids] as const,
};

/**
 * The team's accountability (docs/decisions/2026-12-05-team-accountability.md): its settings,
 * read by the review lists and the bot settings, and who on staff went quiet (the dashboard).
 */
export const teamAccountabilityKeys = {
  settings: ['team-settings'] as const,
  inactive: ['team-inactive'] as const,
};
