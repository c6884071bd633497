import type { LucideIcon } from 'lucide-react';
import { CircleCheckBig, LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

interface NoticeProps {
  icon: LucideIcon;
  title: string;
  message: string;
  children: ReactNode;
}

function Notice({ icon: Icon, title, message, children }: NoticeProps) {
  return (
    <Card className="items-center text-center">
      <CardHeader className="justify-items-center">
        <span className="mb-2 flex size-12 items-center justify-center rounded-xl bg-muted text-muted-foreground">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <CardTitle className="leading-snug">{title}</CardTitle>
        <CardDescription className="text-base">{message}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 sm:flex-row">{children}</CardContent>
    </Card>
  );
}

/** A visitor signed out: what they may contest depends on who they are. */
export function AppealSignInNotice({ onSignIn }: { onSignIn: () => void }) {
  return (
    <Notice
      icon={LogIn}
      title="Apelação"
      message="Para apelar, entre com o Discord: você volta para esta página e vê as decisões que pode contestar."
    >
      <Button onClick={onSignIn}>
        <LogIn aria-hidden="true" />
        Entrar com Discord
      </Button>
      <Button asChild variant="outline">
        <Link to="/">Voltar ao início</Link>
      </Button>
    </Notice>
  );
}

/** A member with no active blacklist entry and no rejected whitelist. */
export function NothingToAppealNotice() {
  return (
    <Notice
      icon={CircleCheckBig}
      title="Nada para contestar"
      message="Você não tem nada para contestar: nenhuma entrada ativa na blacklist nem whitelist reprovada."
    >
      <Button asChild>
        <Link to="/account">Ir para Minha Conta</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/">Voltar ao início</Link>
      </Button>
    </Notice>
  );
}
