import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageId } from '@panel/contract/routes';

type Page = LazyExoticComponent<ComponentType>;

function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Page {
  return lazy(async () => ({ default: pick(await load()) }));
}

const LandingPage = lazyPage(
  () => import('@/features/landing/landing-page'),
  (m) => m.LandingPage,
);

/** One page component per page of the contract's table; a new row fails to compile until added. */
export const pageComponents: Record<PageId, Page> = {
  landing: LandingPage,
  landingAlias: LandingPage,
  login: lazyPage(
    () => import('@/features/auth/login-page'),
    (m) => m.LoginPage,
  ),
  whitelist: lazyPage(
    () => import('@/features/applications/whitelist-page'),
    (m) => m.WhitelistPage,
  ),
  insertionForm: lazyPage(
    () => import('@/features/applications/insertion-form-page'),
    (m) => m.InsertionFormPage,
  ),
  allowlists: lazyPage(
    () => import('@/features/applications/allowlists-page'),
    (m) => m.AllowlistsPage,
  ),
  insertions: lazyPage(
    () => import('@/features/applications/insertions-page'),
    (m) => m.InsertionsPage,
  ),
  tickets: lazyPage(
    () => import('@/features/tickets/tickets-page'),
    (m) => m.TicketsPage,
  ),
  myTickets: lazyPage(
    () => import('@/features/tickets/my-tickets-page'),
    (m) => m.MyTicketsPage,
  ),
  codes: lazyPage(
    () => import('@/features/tokens/tokens-page'),
    (m) => m.TokensPage,
  ),
  codeCreate: lazyPage(
    () => import('@/features/tokens/create-token-page'),
    (m) => m.CreateTokenPage,
  ),
  useCode: lazyPage(
    () => import('@/features/tokens/redeem-token-page'),
    (m) => m.RedeemTokenPage,
  ),
  formQuestions: lazyPage(
    () => import('@/features/forms/form-questions-page'),
    (m) => m.FormQuestionsPage,
  ),
  blacklist: lazyPage(
    () => import('@/features/blacklist/blacklist-page'),
    (m) => m.BlacklistPage,
  ),
  botSettings: lazyPage(
    () => import('@/features/bot-settings/bot-settings-page'),
    (m) => m.BotSettingsPage,
  ),
  dashboard: lazyPage(
    () => import('@/features/dashboard/dashboard-page'),
    (m) => m.DashboardPage,
  ),
  permissions: lazyPage(
    () => import('@/features/permissions/permissions-page'),
    (m) => m.PermissionsPage,
  ),
  calls: lazyPage(
    () => import('@/features/calls/calls-page'),
    (m) => m.CallsPage,
  ),
  store: lazyPage(
    () => import('@/features/store/store-page'),
    (m) => m.StorePage,
  ),
  storeProduct: lazyPage(
    () => import('@/features/store/product-page'),
    (m) => m.ProductPage,
  ),
  storeManage: lazyPage(
    () => import('@/features/store-manage/store-manage-page'),
    (m) => m.StoreManagePage,
  ),
  audit: lazyPage(
    () => import('@/features/audit/audit-page'),
    (m) => m.AuditPage,
  ),
  account: lazyPage(
    () => import('@/features/account/account-page'),
    (m) => m.AccountPage,
  ),
  accessDenied: lazyPage(
    () => import('@/features/errors/access-denied-page'),
    (m) => m.AccessDeniedPage,
  ),
  blocked: lazyPage(
    () => import('@/features/errors/blocked-page'),
    (m) => m.BlockedPage,
  ),
};

export const NotFoundPage = lazyPage(
  () => import('@/features/errors/not-found-page'),
  (m) => m.NotFoundPage,
);
