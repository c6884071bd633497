import type { CurrentUser } from '@panel/contract/api/auth';
import { UserAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { avatarUrl } from '@/lib/avatar-url';
import { roleLabels } from '@/lib/role-labels';

export function ProfileCard({ user }: { user: CurrentUser }) {
  const isStaff = user.permission !== 'user';
  return (
    <Card className="overflow-hidden pt-0">
      <div
        aria-hidden="true"
        className="h-24 bg-[linear-gradient(120deg,color-mix(in_oklab,var(--primary)_70%,transparent),color-mix(in_oklab,var(--discord)_60%,transparent))]"
      />
      <CardContent className="-mt-12 flex flex-col gap-4 sm:flex-row sm:items-end">
        <UserAvatar
          name={user.username}
          src={avatarUrl(user)}
          className="size-24 border-4 border-card bg-card text-2xl shadow-md"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-2 sm:pb-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="truncate text-2xl font-semibold tracking-tight">{user.username}</h2>
            <Badge variant={isStaff ? 'default' : 'secondary'}>{roleLabels[user.permission]}</Badge>
          </div>
          <dl className="flex flex-wrap gap-x-2 text-sm text-muted-foreground">
            <dt>ID do Discord:</dt>
            <dd className="font-mono text-foreground">{user.id}</dd>
          </dl>
        </div>
      </CardContent>
    </Card>
  );
}
