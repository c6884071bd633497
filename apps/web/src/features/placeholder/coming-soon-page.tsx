import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** Stands in for a page of the table whose screen is not built yet. */
export function ComingSoonPage() {
  return (
    <div className="mx-auto max-w-2xl">
      <Card className="items-center text-center">
        <CardHeader className="justify-items-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
            <Construction aria-hidden="true" className="size-6" />
          </span>
          <CardTitle>Em breve</CardTitle>
          <CardDescription>
            Esta área do painel ainda está sendo preparada. Enquanto isso, você pode voltar ao
            início do painel.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <Link to="/account">Ir para Minha Conta</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
