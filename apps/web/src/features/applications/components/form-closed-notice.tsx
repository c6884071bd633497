import { CalendarX2 } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

interface FormClosedNoticeProps {
  title: string;
  description: string | null;
}

export function FormClosedNotice({ title, description }: FormClosedNoticeProps) {
  return (
    <Card className="items-center text-center">
      <CardHeader className="justify-items-center">
        <span className="mb-2 flex size-12 items-center justify-center rounded-xl bg-muted text-muted-foreground">
          <CalendarX2 aria-hidden="true" className="size-6" />
        </span>
        <CardTitle>{title}</CardTitle>
        <CardDescription>
          {description ?? 'Fique de olho no Discord da comunidade para saber quando abrirem.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link to="/">Voltar ao início</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
