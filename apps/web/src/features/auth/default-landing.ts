import type { CurrentUser } from '@panel/contract/api/auth';
import { canAccess, pagePath } from '@panel/contract/routes';

/** Where a user lands after signing in when nothing else was asked: staff the dashboard, members their account. */
export function defaultLanding(user: CurrentUser): string {
  return canAccess('view_dashboard', user.permissions)
    ? pagePath('dashboard')
    : pagePath('account');
}
