import { useCan } from '@/lib/use-can';
import { StaffMfaCard } from './staff-mfa-card';
import { StaffSessionsCard } from './staff-sessions-card';

/** "Segurança": what staff accounts need, and where staff are signed in. */
export function SecurityTab() {
  const canSeeSessions = useCan('manage_users');
  return (
    <div className="grid gap-6">
      <StaffMfaCard />
      {canSeeSessions ? <StaffSessionsCard /> : null}
    </div>
  );
}
