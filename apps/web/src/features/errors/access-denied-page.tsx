import { House, LogIn, ShieldX } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/lib/current-user';
import { StatusPage } from './components/status-page';

/**
 * The way out is /login either way: signed out, it signs in; signed in, it sends the person to
 * their own start page (a member's account), so the button says so.
 */
export function AccessDeniedPage() {
  const { user } = useCurrentUser();
  return (
    <StatusPage
      icon={ShieldX}
      tone="danger"
      title="Acesso negado"
      description="Você não tem permissão para acessar o painel administrativo"
      action={
        <Button asChild size="lg">
          <Link to="/login">
            {user ? <House aria-hidden="true" /> : <LogIn aria-hidden="true" />}
            {user ? 'Voltar ao início' : 'Ir para o login'}
          </Link>
        </Button>
      }
    />
  );
}
