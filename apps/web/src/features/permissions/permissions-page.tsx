import { lazy, useState } from 'react';
import { KeyRound, LockKeyhole, ShieldCheck, Users } from 'lucide-react';
import { LazyPart } from '@/components/lazy-part';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCurrentUser } from '@/lib/current-user';
import { useCan } from '@/lib/use-can';
import { RolesTab } from './components/roles-tab';

// "Cargos" shows first; the other two load when opened.
const StaffTab = lazy(async () => ({ default: (await import('./components/staff-tab')).StaffTab }));
const UserPermissionsTab = lazy(async () => ({
  default: (await import('./components/user-permissions-tab')).UserPermissionsTab,
}));
const SecurityTab = lazy(async () => ({
  default: (await import('./components/security-tab')).SecurityTab,
}));

type TabId = 'roles' | 'staff' | 'user' | 'security';

// In a narrow column (a phone, a tablet beside the open menu) the four tab names only fit without
// their icons, and on a phone with less padding too.
const narrowHidden = '@max-[30rem]:hidden';

export function PermissionsPage() {
  const { user } = useCurrentUser();
  const [tab, setTab] = useState<TabId>('roles');
  const [selectedUser, setSelectedUser] = useState<string | null>(null);
  const canSeeStaff = useCan('view_users');
  if (!user) return null;

  return (
    <div className="@container flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Defina o que cada cargo pode fazer no painel, quem da equipe tem cada cargo e como as contas
        da equipe são protegidas.
      </p>
      <Tabs value={tab} onValueChange={(value) => setTab(value as TabId)}>
        <TabsList className="[&>button]:@max-[23rem]:px-2">
          <TabsTrigger value="roles">
            <ShieldCheck aria-hidden="true" className={narrowHidden} />
            Cargos
          </TabsTrigger>
          {canSeeStaff ? (
            <>
              <TabsTrigger value="staff">
                <Users aria-hidden="true" className={narrowHidden} />
                Gerenciar
              </TabsTrigger>
              <TabsTrigger value="user">
                <KeyRound aria-hidden="true" className={narrowHidden} />
                Por membro
              </TabsTrigger>
            </>
          ) : null}
          <TabsTrigger value="security">
            <LockKeyhole aria-hidden="true" className={narrowHidden} />
            Segurança
          </TabsTrigger>
        </TabsList>
        <TabsContent value="roles">
          <RolesTab actor={user.permissions} />
        </TabsContent>
        {canSeeStaff ? (
          <>
            <TabsContent value="staff">
              <LazyPart>
                <StaffTab
                  actor={user.permissions}
                  onShowPermissions={(discordId) => {
                    setSelectedUser(discordId);
                    setTab('user');
                  }}
                />
              </LazyPart>
            </TabsContent>
            <TabsContent value="user">
              <LazyPart>
                <UserPermissionsTab discordId={selectedUser} onSelect={setSelectedUser} />
              </LazyPart>
            </TabsContent>
          </>
        ) : null}
        <TabsContent value="security">
          <LazyPart>
            <SecurityTab />
          </LazyPart>
        </TabsContent>
      </Tabs>
    </div>
  );
}
