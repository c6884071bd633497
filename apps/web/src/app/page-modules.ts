import type { PageId } from '@panel/contract/routes';

/**
 * Where the component of each page of the contract's table lives: `<feature>/<file>` under
 * `src/features/`, a `*-page.tsx` file whose component is its name in PascalCase
 * (`dashboard/dashboard-page` exports `DashboardPage`). The router loads pages from it, and the
 * build reads it (build/page-chunks.ts) to list each page's chunks for the server to preload,
 * so it holds data only.
 */
export const pageModules = {
  landing: 'landing/landing-page',
  landingAlias: 'landing/landing-page',
  login: 'auth/login-page',
  whitelist: 'applications/whitelist-page',
  insertionForm: 'applications/insertion-form-page',
  allowlists: 'applications/allowlists-page',
  insertions: 'applications/insertions-page',
  appeals: 'applications/appeals-page',
  appealForm: 'applications/appeal-form-page',
  tickets: 'tickets/tickets-page',
  myTickets: 'tickets/my-tickets-page',
  codes: 'tokens/tokens-page',
  codeCreate: 'tokens/create-token-page',
  useCode: 'tokens/redeem-token-page',
  formQuestions: 'forms/form-questions-page',
  blacklist: 'blacklist/blacklist-page',
  botSettings: 'bot-settings/bot-settings-page',
  dashboard: 'dashboard/dashboard-page',
  permissions: 'permissions/permissions-page',
  calls: 'calls/calls-page',
  store: 'store/store-page',
  storeProduct: 'store/product-page',
  storeManage: 'store/store-manage-page',
  gameServers: 'game-servers/game-servers-page',
  memberFile: 'members/member-file-page',
  team: 'team/team-page',
  teamMember: 'team/team-member-page',
  analytics: 'analytics/analytics-page',
  integrations: 'integrations/integrations-page',
  audit: 'audit/audit-page',
  account: 'account/account-page',
  twoFactor: 'errors/two-factor-page',
  accessDenied: 'errors/access-denied-page',
  blocked: 'errors/blocked-page',
} as const satisfies Record<PageId, string>;

/** Any path outside the table. */
export const notFoundModule = 'errors/not-found-page';

/** `errors/not-found-page` → `NotFoundPage`. */
export function componentName(module: string): string {
  const file = module.slice(module.lastIndexOf('/') + 1);
  return file
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}
