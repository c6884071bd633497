import { LogIn, ShieldX } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { StatusPage } from './components/status-page';

export function AccessDeniedPage() {
  return (
    <StatusPage
      icon={ShieldX}
      tone="danger"
      title="Acesso negado"
      description="Você não tem permissão para acessar o painel administrativo"
      action={
        <Button asChild size="lg">
          <Link to="/login">
            <LogIn aria-hidden="true" />
            Ir para o login
          </Link>
        </Button>
      }
    />
  );
}
