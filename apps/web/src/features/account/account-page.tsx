import { isStaff } from '@panel/contract/routes';
import { useCurrentUser } from '@/lib/current-user';
import { AppealsSection } from './components/appeals-section';
import { CallTimeCard } from './components/call-time-card';
import { GameLinkCard } from './components/game-link-card';
import { MyApplicationsCard } from './components/my-applications-card';
import { PermissionsCard } from './components/permissions-card';
import { PointsCard } from './components/points-card';
import { ProfileCard } from './components/profile-card';
import { PurchasesCard } from './components/purchases-card';
import { SessionsCard } from './components/sessions-card';
import { ShortcutsCard } from './components/shortcuts-card';

/**
 * Minha Conta: many cards, so the page asks the shell for the wide column
 * (`data-page-width="wide"`) and lays them in two columns on wide screens: what the member
 * sent and bought and where they are signed in on the left, points, voice time and shortcuts on
 * the right.
 */
export function AccountPage() {
  const { user } = useCurrentUser();
  // The route guard renders this page only for a signed-in user.
  if (!user) return null;
  return (
    <div
      data-page-width="wide"
      className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] xl:items-start"
    >
      <div className="xl:col-span-2">
        <ProfileCard user={user} />
      </div>
      <div data-slot="account-main" className="flex min-w-0 flex-col gap-6">
        <MyApplicationsCard />
        <AppealsSection />
        <GameLinkCard />
        <PurchasesCard />
        <SessionsCard />
      </div>
      <div data-slot="account-side" className="flex min-w-0 flex-col gap-6">
        <PointsCard />
        <CallTimeCard />
        <ShortcutsCard />
        {/* What the panel lets one do: only staff have anything there. */}
        {isStaff(user.permissions) ? <PermissionsCard permissions={user.permissions} /> : null}
      </div>
    </div>
  );
}
