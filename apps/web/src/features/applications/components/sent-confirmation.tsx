import { CircleCheckBig } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

interface SentConfirmationProps {
  title: string;
  message: string;
}

export function SentConfirmation({ title, message }: SentConfirmationProps) {
  return (
    <Card className="items-center text-center" role="status" aria-live="polite">
      <CardHeader className="justify-items-center">
        <span className="mb-2 flex size-12 items-center justify-center rounded-xl bg-success/15 text-success">
          <CircleCheckBig aria-hidden="true" className="size-6" />
        </span>
        <CardTitle>{title}</CardTitle>
        <CardDescription className="text-base">{message}</CardDescription>
      </CardHeader>
      {/* What comes next is followed in Minha Conta: that is the main action. */}
      <CardContent className="flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link to="/account">Acompanhar em Minha Conta</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Voltar ao início</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
