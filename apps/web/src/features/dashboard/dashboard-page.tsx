import { ArrowRight, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCurrentUser } from '@/lib/current-user';
import { usePublicConfig } from '@/lib/public-config';
import { roleLabels } from '@/lib/role-labels';

export function DashboardPage() {
  const { user } = useCurrentUser();
  const config = usePublicConfig();
  if (!user) return null;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <Card className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(60%_120%_at_100%_0%,color-mix(in_oklab,var(--primary)_14%,transparent),transparent)]"
        />
        <CardHeader className="relative">
          <CardTitle className="text-2xl">Olá, {user.username}!</CardTitle>
          <CardDescription className="text-base">
            Bem-vindo ao painel administrativo
            {config.data ? ` de ${config.data.communityName}` : ''}. Você entrou como{' '}
            {roleLabels[user.permission].toLowerCase()}: use o menu para abrir as áreas que o seu
            cargo permite.
          </CardDescription>
        </CardHeader>
        <CardContent className="relative">
          <Button asChild variant="outline">
            <Link to="/account">
              <UserRound aria-hidden="true" />
              Ver minha conta e permissões
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
