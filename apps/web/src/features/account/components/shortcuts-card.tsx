import { KeyRound, LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** Where a member redeems a code the staff gave them and asks the staff for help. */
export function ShortcutsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Códigos e suporte</CardTitle>
        <CardDescription>
          Resgate um código recebido da equipe ou abra um ticket para falar com ela.
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
      </CardContent>
    </Card>
  );
}
