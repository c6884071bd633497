import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';

interface ApplicationFormCardProps {
  title: string;
  description: ReactNode;
  top?: ReactNode;
  children: ReactNode;
  footer: ReactNode;
  onSubmit: () => void;
}

/** The card every step of an application is drawn in: heading, fields, buttons. */
export function ApplicationFormCard({
  title,
  description,
  top,
  children,
  footer,
  onSubmit,
}: ApplicationFormCardProps) {
  return (
    <Card className="gap-5">
      <CardHeader className="gap-3">
        {top}
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <CardDescription className="text-base">{description}</CardDescription>
      </CardHeader>
      <form
        noValidate
        aria-label={title}
        className="grid gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <CardContent className="grid gap-6">{children}</CardContent>
        <CardFooter className="flex-col-reverse items-stretch gap-2 border-t pt-5 sm:flex-row sm:items-center sm:justify-between">
          {footer}
        </CardFooter>
      </form>
    </Card>
  );
}
