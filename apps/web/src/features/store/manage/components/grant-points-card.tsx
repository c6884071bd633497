import { GrantPointsForm } from '@/components/grant-points-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** Gives points to a member, or takes them, with the reason kept in the member's history. */
export function GrantPointsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Dar ou tirar pontos</CardTitle>
        <CardDescription>
          O motivo fica no histórico de pontos do membro. Não é possível tirar mais pontos do que o
          membro tem.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <GrantPointsForm />
      </CardContent>
    </Card>
  );
}
