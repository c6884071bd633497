import { KeyRound, LifeBuoy, ShoppingBag } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** Where a member redeems a code the staff gave them, spends points and asks the staff for help. */
export function ShortcutsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Códigos, loja e suporte</CardTitle>
        <CardDescription>
          Resgate um código recebido da equipe, troque seus pontos na loja ou abra um ticket para
          falar com a equipe.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/use-code">
            <KeyRound aria-hidden="true" />
            Resgatar código
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/account/tickets">
            <LifeBuoy aria-hidden="true" />
            Meus tickets
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/store">
            <ShoppingBag aria-hidden="true" />
            Loja de Recompensas
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
