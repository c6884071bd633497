import { Gamepad2, Link2 } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { GameIdentityItem } from '@/components/game-identity-item';
import { ErrorState } from '@/components/error-state';
import { EmptyState } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { asGameLinkCode } from '@/lib/game-link-code';
import { nextStepAfterLink, useLinkGameAccount } from '@/lib/link-game-account';
import { notifyError } from '@/lib/notify';
import { toast } from '@/lib/toast';
import { useMyGameLinks } from '../api/get-my-game-links';

const invalidCode = 'Código inválido: são 5 letras e números, como R7K2Q.';

function LinkForm() {
  const link = useLinkGameAccount();
  const [, navigate] = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (link.isPending) return;
    const code = asGameLinkCode(typed);
    if (!code) {
      setError(typed.trim() ? invalidCode : 'Informe o código que apareceu no jogo.');
      input.current?.focus();
      return;
    }
    setError(null);
    link.mutate(code, {
      onSuccess: (result) => {
        const next = nextStepAfterLink(result);
        toast.success(result.message, {
          description: `${result.playerName} em ${result.serverName}`,
          ...(next && { action: { label: next.label, onClick: () => navigate(next.href) } }),
        });
        setTyped('');
      },
      onError: (failure) => notifyError('Não foi possível vincular a conta do jogo', failure),
    });
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Vincular conta do jogo" className="grid gap-2">
      <Label htmlFor="game-link-code">Código do jogo</Label>
      <div className="grid gap-2 sm:grid-cols-[minmax(0,14rem)_auto] sm:justify-start">
        <Input
          ref={input}
          id="game-link-code"
          value={typed}
          readOnly={link.isPending}
          maxLength={12}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="Ex.: R7K2Q"
          className="font-mono tracking-widest uppercase placeholder:tracking-normal placeholder:normal-case"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'game-link-code-error' : 'game-link-code-hint'}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(null);
          }}
        />
        <Button type="submit" disabled={link.isPending}>
          <Link2 aria-hidden="true" />
          {link.isPending ? 'Vinculando...' : 'Vincular'}
        </Button>
        {error ? (
          <p
            id="game-link-code-error"
            role="alert"
            className="text-xs text-destructive sm:col-span-2"
          >
            {error}
          </p>
        ) : (
          <p id="game-link-code-hint" className="text-xs text-muted-foreground sm:col-span-2">
            O código aparece na tela do jogo quando você tenta entrar no servidor.
          </p>
        )}
      </div>
    </form>
  );
}

function LinkedIdentities() {
  const links = useMyGameLinks();
  if (links.isPending) {
    return (
      <div className="grid gap-2" aria-hidden="true">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (links.isError) {
    return (
      <ErrorState
        message="Erro ao carregar suas contas do jogo."
        onRetry={() => void links.refetch()}
        retrying={links.isFetching}
        className="py-4"
      />
    );
  }
  if (links.data.length === 0) {
    return <EmptyState message="Nenhuma conta do jogo vinculada." className="py-6" />;
  }
  return (
    <ul aria-label="Contas do jogo vinculadas" className="divide-y">
      {links.data.map((identity) => (
        <GameIdentityItem key={identity.id} identity={identity} />
      ))}
    </ul>
  );
}

/** "Vincular conta do jogo": the code from the game's screen, and what is linked already. */
export function GameLinkCard() {
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-2">
          <Gamepad2 aria-hidden="true" className="size-5 text-muted-foreground" />
          <CardTitle>Vincular conta do jogo</CardTitle>
        </div>
        <CardDescription>
          Ligue sua conta do FiveM ao seu Discord para entrar nos servidores da comunidade.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <LinkForm />
        <section aria-labelledby="game-links-heading" className="grid gap-3">
          <h3 id="game-links-heading" className="text-sm font-semibold">
            Contas vinculadas
          </h3>
          <LinkedIdentities />
        </section>
      </CardContent>
    </Card>
  );
}
