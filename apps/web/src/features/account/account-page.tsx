import { useCurrentUser } from '@/lib/current-user';
import { CallTimeCard } from './components/call-time-card';
import { GameLinkCard } from './components/game-link-card';
import { MyApplicationsCard } from './components/my-applications-card';
import { PermissionsCard } from './components/permissions-card';
import { PointsCard } from './components/points-card';
import { ProfileCard } from './components/profile-card';
import { PurchasesCard } from './components/purchases-card';
import { ShortcutsCard } from './components/shortcuts-card';

export function AccountPage() {
  const { user } = useCurrentUser();
  // The route guard renders this page only for a signed-in user.
  if (!user) return null;
  return (
    <div className="flex flex-col gap-6">
      <ProfileCard user={user} />
      <MyApplicationsCard />
      <GameLinkCard />
      <CallTimeCard />
      <PointsCard />
      <PurchasesCard />
      <ShortcutsCard />
      <PermissionsCard permissions={user.permissions} />
    </div>
  );
}
