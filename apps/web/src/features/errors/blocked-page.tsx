import { House, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { StatusPage } from './components/status-page';

export function BlockedPage() {
  return (
    <StatusPage
      icon={Lock}
      tone="warning"
      title="Acesso bloqueado"
      description="Você está temporariamente bloqueado de realizar esta ação..."
      action={
        <Button asChild size="lg" variant="outline">
          <Link to="/">
            <House aria-hidden="true" />
            Voltar para o início
          </Link>
        </Button>
      }
    />
  );
}
