import { ArrowLeft } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'wouter';
import type { TicketType } from '@panel/contract/api/tickets';
import { ErrorState } from '@/components/error-state';
import { EmptyState } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyTickets } from './api/get-my-tickets';
import { MyTicketList } from './components/my-ticket-list';
import { OpenTicketForm } from './components/open-ticket-form';
import { isMemberTicketType } from './validate-ticket';

/** /account/tickets: the member opens tickets and follows the staff's answers. */
export function MyTicketsPage() {
  const [params] = useSearchParams();
  const initialType = params.get('type');
  const tickets = useMyTickets();
  const pendingTypes = useMemo(
    () =>
      new Set<TicketType>(
        (tickets.data ?? []).filter((t) => t.status === 'pending').map((t) => t.ticketType),
      ),
    [tickets.data],
  );

  return (
    <div className="flex flex-col gap-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit">
        <Link to="/account">
          <ArrowLeft aria-hidden="true" />
          Minha Conta
        </Link>
      </Button>
      <Card>
        <CardHeader>
          <CardTitle>Abrir um ticket</CardTitle>
          <CardDescription>
            Peça à equipe a revisão de um bloqueio, de um formulário ou da blacklist, ou denuncie um
            membro. Você pode ter um ticket pendente de cada tipo.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <OpenTicketForm
            initialType={isMemberTicketType(initialType) ? initialType : null}
            pendingTypes={pendingTypes}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Seus tickets</CardTitle>
          <CardDescription>
            Do mais recente ao mais antigo, com a resposta da equipe.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {tickets.isPending ? (
            <div role="status" className="grid gap-3">
              <span className="sr-only">Carregando seus tickets...</span>
              <Skeleton className="h-20 w-full" />
              <Skeleton className="h-20 w-full" />
            </div>
          ) : tickets.isError ? (
            <ErrorState
              message="Erro ao carregar seus tickets."
              onRetry={() => void tickets.refetch()}
              retrying={tickets.isFetching}
            />
          ) : tickets.data.length === 0 ? (
            <EmptyState message="Você ainda não abriu nenhum ticket." />
          ) : (
            <MyTicketList tickets={tickets.data} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
