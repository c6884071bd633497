import { CalendarClock, CircleCheckBig, Hourglass, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { pagePath } from '@panel/contract/routes';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import type { ClosedStanding } from '../closed-standing';

interface Shown {
  icon: LucideIcon;
  tone: string;
  title: string;
  message: string;
  action: string;
}

function shown(whitelist: ClosedStanding): Shown {
  const since = whitelist.since ? formatDateTime(whitelist.since) : null;
  switch (whitelist.standing) {
    case 'pending':
      return {
        icon: Hourglass,
        tone: 'bg-warning/15 text-warning',
        title: 'Solicitação em análise',
        message: since
          ? `Sua solicitação está em análise desde ${since}. A equipe responde pelo Discord.`
          : 'Sua solicitação está em análise. A equipe responde pelo Discord.',
        action: 'Acompanhar em Minha Conta',
      };
    case 'approved':
      return {
        icon: CircleCheckBig,
        tone: 'bg-success/15 text-success',
        title: 'Você já está na whitelist',
        message: since
          ? `Sua whitelist foi aprovada em ${since}. Não é preciso enviar outra solicitação.`
          : 'Sua whitelist já foi aprovada. Não é preciso enviar outra solicitação.',
        action: 'Ir para Minha Conta',
      };
    case 'cooldown':
      return {
        icon: CalendarClock,
        tone: 'bg-muted text-muted-foreground',
        title: 'Aguarde para enviar uma nova solicitação',
        message: `Sua última solicitação foi reprovada${since ? ` em ${since}` : ''}. Você poderá enviar uma nova a partir de ${whitelist.reapplyAt ? formatDateTime(whitelist.reapplyAt) : '—'}. O motivo está em Minha Conta.`,
        action: 'Ver em Minha Conta',
      };
  }
}

/**
 * Shown instead of the form to a member who has nothing to send now, with the way to Minha
 * Conta, and to an appeal for a member waiting out a rejection.
 */
export function WhitelistStanding({ whitelist }: { whitelist: ClosedStanding }) {
  const { icon: Icon, tone, title, message, action } = shown(whitelist);
  return (
    <>
      <Card className="items-center text-center" role="status" aria-live="polite">
        <CardHeader className="justify-items-center">
          <span className={cn('mb-2 flex size-12 items-center justify-center rounded-xl', tone)}>
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <CardTitle>{title}</CardTitle>
          <CardDescription className="text-base">{message}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 sm:flex-row">
          <Button asChild>
            <Link to="/account">{action}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/">Voltar ao início</Link>
          </Button>
        </CardContent>
      </Card>
      {whitelist.standing === 'cooldown' ? (
        <p className="mt-4 text-center text-sm text-muted-foreground">
          Discorda da decisão?{' '}
          <Link
            to={pagePath('appealForm')}
            className="font-medium text-primary underline underline-offset-4"
          >
            Envie uma apelação.
          </Link>
        </p>
      ) : null}
    </>
  );
}
