import { Card, CardContent } from '@/components/ui/card';
import { CreateTokenForm } from './components/create-token-form';

/** /codes/create: staff create a code (docs/decisions/2026-11-23-client-cache-and-texts.md). */
export function CreateTokenPage() {
  return (
    <div className="flex w-full flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Crie um código para a equipe entregar a um membro. Ele é resgatado em “Resgatar código”, na
        conta do membro.
      </p>
      <Card className="max-w-3xl">
        <CardContent>
          <CreateTokenForm />
        </CardContent>
      </Card>
    </div>
  );
}
