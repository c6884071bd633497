import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RedeemForm } from './components/redeem-form';

/** /use-code: a signed-in member redeems a code the staff gave them (docs/decisions/2026-11-23-codes-and-redemption.md). */
export function RedeemTokenPage() {
  return (
    <div className="flex w-full flex-col gap-4">
      <Card className="max-w-xl">
        <CardHeader>
          <CardTitle>Resgatar um código</CardTitle>
          <CardDescription>
            A equipe entrega códigos de 6 caracteres para aprovar a sua whitelist, liberar um
            bloqueio ou dar um cargo no Discord. Cada código vale para uma conta apenas uma vez e
            tem data de validade. O código de 5 caracteres da tela do jogo também vale aqui: ele
            vincula a sua conta do jogo.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <RedeemForm />
        </CardContent>
      </Card>
      <Button asChild variant="ghost" className="self-start">
        <Link to="/account">
          <ArrowLeft aria-hidden="true" />
          Minha Conta
        </Link>
      </Button>
    </div>
  );
}
