import { Compass, House } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { StatusPage } from './components/status-page';

export function NotFoundPage() {
  return (
    <StatusPage
      icon={Compass}
      code="404"
      title="Página não encontrada"
      description="O endereço que você acessou não existe ou foi movido."
      action={
        <Button asChild size="lg">
          <Link to="/">
            <House aria-hidden="true" />
            Voltar para a página inicial
          </Link>
        </Button>
      }
    />
  );
}
