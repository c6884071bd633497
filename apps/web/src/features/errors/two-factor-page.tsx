import { discordMfaSteps } from '@panel/contract/api/staff-security-values';
import { House, LogIn, ShieldAlert, ShieldCheck, UserRound } from 'lucide-react';
import { Link, useSearchParams } from 'wouter';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/lib/current-user';
import { navigateToUrl } from '@/lib/full-page-navigation';
import { safeReturnTo, signInHref } from '@/lib/login-href';
import { StatusPage } from './components/status-page';

/**
 * /two-factor: staff held back because the panel requires Discord's two-step authentication
 * and their account had none when they signed in. Says where Discord keeps the switch and how
 * to come back (docs/decisions/2026-12-05-staff-2fa-and-sessions.md). Their member pages stay
 * open meanwhile.
 */
export function TwoFactorPage() {
  const { user } = useCurrentUser();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo')) ?? '/dashboard';
  // Someone it does not concern (a member, or staff who already signed in again with it): said
  // here, without loading another page.
  if (user && !user.twoFactorRequired) {
    return (
      <StatusPage
        icon={ShieldCheck}
        title="Tudo certo"
        description="Sua conta não precisa de nada para usar o painel."
        action={
          <Button asChild size="lg">
            <Link to="/login">
              <House aria-hidden="true" />
              Voltar ao início
            </Link>
          </Button>
        }
      />
    );
  }

  return (
    <StatusPage
      icon={ShieldAlert}
      tone="warning"
      title="Ative a autenticação em duas etapas"
      description="O painel exige que a equipe use a autenticação em duas etapas do Discord, e a sua conta do Discord ainda não usa. Até lá, as páginas da equipe ficam fechadas para você."
      action={
        <div className="flex w-full flex-col items-center gap-6">
          <div className="w-full rounded-xl border bg-card p-4 text-left text-sm text-card-foreground shadow-xs">
            <h2 className="mb-2 font-medium">Como ativar</h2>
            <ol className="grid list-decimal gap-2 pl-5">
              <li>
                No Discord, abra <strong>{discordMfaSteps[0]}</strong> (a engrenagem ao lado do seu
                nome).
              </li>
              <li>
                Em <strong>{discordMfaSteps[1]}</strong>, clique em{' '}
                <strong>{discordMfaSteps[2]}</strong> e siga os passos.
              </li>
              <li>Volte aqui e entre no painel de novo: o acesso da equipe volta na hora.</li>
            </ol>
          </div>
          <div className="flex flex-wrap justify-center gap-3">
            <Button size="lg" onClick={() => navigateToUrl(signInHref(returnTo))}>
              <LogIn aria-hidden="true" />
              Entrar de novo com o Discord
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/account">
                <UserRound aria-hidden="true" />
                Ir para Minha Conta
              </Link>
            </Button>
          </div>
        </div>
      }
    />
  );
}
