import { ArrowLeft, CircleAlert, LoaderCircle, ShieldHalf } from 'lucide-react';
import { useState } from 'react';
import {
  isSignInRefusal,
  signInRefusalParam,
  signInRefusalTexts,
} from '@panel/contract/api/sign-in-refusals';
import { Link, Redirect, useSearchParams } from 'wouter';
import { DiscordIcon } from '@/components/discord-icon';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/current-user';
import { navigateToUrl } from '@/lib/full-page-navigation';
import { safeReturnTo, signInHref } from '@/lib/login-href';
import { usePublicConfig } from '@/lib/public-config';
import { defaultLanding } from './default-landing';

export function LoginPage() {
  const { user, isLoading } = useCurrentUser();
  const config = usePublicConfig();
  const [params] = useSearchParams();
  const [redirecting, setRedirecting] = useState(false);
  const returnTo = safeReturnTo(params.get('returnTo'));
  const reason = params.get(signInRefusalParam);
  // A refused sign-in comes back here and is told why (docs/decisions/2026-12-04-sign-in-refusal-page.md).
  const refusal = isSignInRefusal(reason) ? reason : null;
  const refused = refusal ? signInRefusalTexts[refusal] : null;

  if (isLoading) return <FullPageSpinner label="Carregando sua sessão..." />;
  if (user) return <Redirect to={returnTo ?? defaultLanding(user)} replace />;

  function signIn() {
    setRedirecting(true);
    navigateToUrl(signInHref(returnTo));
  }

  const communityName = config.data?.communityName;
  const inviteUrl = config.data?.discordInviteUrl ?? null;
  return (
    <main className="relative flex min-h-svh items-center justify-center overflow-hidden px-4 py-12">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(50%_45%_at_50%_0%,color-mix(in_oklab,var(--primary)_18%,transparent),transparent),radial-gradient(40%_40%_at_100%_100%,color-mix(in_oklab,var(--discord)_12%,transparent),transparent)]"
      />
      <Card className="relative w-full max-w-sm gap-5 shadow-xl">
        <CardHeader className="justify-items-center text-center">
          {refused ? (
            <span className="mb-2 flex size-12 items-center justify-center rounded-xl bg-destructive/10 text-destructive">
              <CircleAlert aria-hidden="true" className="size-6" />
            </span>
          ) : (
            <span className="mb-2 flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground shadow-md">
              <ShieldHalf aria-hidden="true" className="size-6" />
            </span>
          )}
          <h1 className="text-xl font-semibold tracking-tight">
            {refused ? refused.heading : 'Entrar no painel'}
          </h1>
          {refused ? (
            <div role="alert" className="grid gap-2 text-sm text-muted-foreground">
              {refused.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          ) : (
            <CardDescription>
              {communityName
                ? `Use sua conta do Discord para acessar ${communityName}.`
                : 'Use sua conta do Discord para acessar o painel.'}
            </CardDescription>
          )}
        </CardHeader>
        <CardContent className="grid gap-4">
          {refusal === 'not_member' && inviteUrl ? (
            <Button asChild variant="discord" size="lg" className="w-full">
              <a href={inviteUrl}>
                <DiscordIcon className="size-5" />
                Entrar no servidor do Discord
              </a>
            </Button>
          ) : null}
          <Button
            type="button"
            variant={refusal === 'not_member' && inviteUrl ? 'outline' : 'discord'}
            size="lg"
            className="w-full"
            disabled={redirecting}
            aria-busy={redirecting}
            onClick={signIn}
          >
            {redirecting ? (
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            ) : (
              <DiscordIcon className="size-5" />
            )}
            {refusal === 'not_member'
              ? 'Já entrei, tentar de novo'
              : refused
                ? 'Tentar novamente'
                : 'Continuar com Discord'}
          </Button>
          {config.data?.demoMode ? (
            <p className="rounded-lg border border-amber-500/30 bg-amber-500/10 px-3 py-2 text-center text-xs text-amber-900 dark:text-amber-200">
              <span className="font-medium">Modo demonstração:</span> no lugar do Discord, você
              escolhe uma identidade de exemplo. Nada aqui é de uma comunidade real.
            </p>
          ) : (
            <p className="text-center text-xs text-muted-foreground">
              Você será levado ao Discord para autorizar o acesso. Nunca pedimos sua senha.
            </p>
          )}
        </CardContent>
        <CardFooter className="justify-center">
          <Button asChild variant="link" size="sm" className="text-muted-foreground">
            <Link to="/">
              <ArrowLeft aria-hidden="true" />
              Voltar para o início
            </Link>
          </Button>
        </CardFooter>
      </Card>
    </main>
  );
}
