import { TriangleAlert } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';

/** The notice's button: a warning sign and how many failed. */
export function NoticeButton({
  label,
  count,
  ...props
}: { label: string; count: number } & ComponentProps<typeof Button>) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      aria-label={label}
      title={label}
      className="gap-1"
      {...props}
    >
      <TriangleAlert aria-hidden="true" className="text-amber-600 dark:text-amber-400" />
      <span className="tabular-nums">{count}</span>
    </Button>
  );
}
