import { OpenSessionItem } from '@/components/open-session-item';
import { ErrorState } from '@/components/error-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useEndMySession } from '../api/end-my-session';
import { useMySessions } from '../api/get-my-sessions';

/** "Sessões abertas": where the member is signed in, and a way to end the others. */
export function SessionsCard() {
  const sessions = useMySessions();
  const end = useEndMySession();

  let content;
  if (sessions.isPending) {
    content = <Skeleton className="h-20 w-full" />;
  } else if (!sessions.data) {
    content = (
      <ErrorState
        message="Erro ao carregar suas sessões."
        onRetry={() => void sessions.refetch()}
        retrying={sessions.isFetching}
      />
    );
  } else {
    content = (
      <ul aria-label="Suas sessões" className="divide-y border-t">
        {sessions.data.map((session) => (
          <OpenSessionItem
            key={session.id}
            session={session}
            onEnd={(chosen) => end.mutate(chosen.id)}
            ending={end.isPending}
          />
        ))}
      </ul>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Sessões abertas</CardTitle>
        <CardDescription>
          Navegadores e aparelhos em que você entrou no painel. Não reconhece algum? Encerre a
          sessão.
        </CardDescription>
      </CardHeader>
      <CardContent className={sessions.data ? 'px-0 -mb-6' : undefined}>{content}</CardContent>
    </Card>
  );
}
