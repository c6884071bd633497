import { House, LifeBuoy, Lock } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { StatusPage } from './components/status-page';

/** Where a member lands after too many failed code attempts (the server answers 423). */
export function BlockedPage() {
  return (
    <StatusPage
      icon={Lock}
      tone="warning"
      title="Acesso bloqueado"
      description="Você está temporariamente bloqueado de realizar esta ação..."
      action={
        <div className="flex w-full flex-col items-center gap-6">
          <div className="grid gap-3 rounded-xl border bg-card p-4 text-left text-sm text-card-foreground shadow-xs">
            <p>
              Depois de várias tentativas sem sucesso de resgatar um código, o resgate fica
              bloqueado e um ticket de revisão é aberto automaticamente para a equipe analisar o
              bloqueio. Se quiser explicar o que aconteceu, abra um ticket.
            </p>
            <p className="text-muted-foreground">
              Se a equipe enviar a você um código de desbloqueio, resgate-o em{' '}
              <Link
                to="/use-code"
                className="font-medium text-primary underline underline-offset-4"
              >
                Resgatar código de desbloqueio
              </Link>{' '}
              (/use-code).
            </p>
          </div>
          <div className="flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link to="/account/tickets?type=review_token">
                <LifeBuoy aria-hidden="true" />
                Abrir um ticket
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/">
                <House aria-hidden="true" />
                Voltar para o início
              </Link>
            </Button>
          </div>
        </div>
      }
    />
  );
}
