import { Copy } from 'lucide-react';
import { useId } from 'react';
import { copyCode } from '@/lib/clipboard';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/cn';
import { Button } from './ui/button';
import { Input } from './ui/input';
import { Label } from './ui/label';

async function copyText(value: string): Promise<void> {
  if (await copyCode(value)) toast.success('Copiado!');
}

interface CopyCodeFieldProps {
  label: string;
  value: string;
  /** The copy button's accessible name when several codes share a screen. */
  copyLabel?: string;
  hint?: string;
  className?: string;
  /** For a long value (an API key): e.g. a smaller font and the whole width. */
  inputClassName?: string;
}

/** A code shown read-only (easy to select by hand) with a button that copies it. */
export function CopyCodeField({
  label,
  value,
  copyLabel,
  hint,
  className,
  inputClassName,
}: CopyCodeFieldProps) {
  const inputId = useId();
  const hintId = useId();
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={inputId}>{label}</Label>
      <div className="flex items-center gap-2">
        <Input
          id={inputId}
          readOnly
          value={value}
          aria-describedby={hint ? hintId : undefined}
          className={cn(
            'h-10 min-w-0 flex-1 bg-background font-mono text-base tracking-wider sm:max-w-64 md:text-base',
            inputClassName,
          )}
          onClick={(event) => event.currentTarget.select()}
        />
        <Button
          type="button"
          variant="outline"
          aria-label={copyLabel}
          onClick={() => void copyText(value)}
        >
          <Copy aria-hidden="true" />
          Copiar
        </Button>
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
