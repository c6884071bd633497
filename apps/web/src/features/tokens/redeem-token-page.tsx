import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { PublicPageFrame } from '@/components/public-page-frame';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { RedeemForm } from './components/redeem-form';

/**
 * /use-code: a signed-in member redeems a code the staff gave them
 * (docs/decisions/2026-11-23-codes-and-redemption.md), in the frame of the member pages outside
 * the panel, as /whitelist: often a member's first page, opened from a link.
 */
export function RedeemTokenPage() {
  return (
    <PublicPageFrame>
      <div className="flex w-full flex-col gap-4">
        <Card>
          <CardHeader className="gap-3">
            <h1 className="text-2xl font-semibold tracking-tight">Resgatar um código</h1>
            <CardDescription className="text-base">
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
    </PublicPageFrame>
  );
}
