import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { copyCode } from '@/lib/clipboard';

/** How long the button says "Copiado!" before it offers to copy again. */
export const copiedForMs = 2000;

interface CopyTokenButtonProps {
  token: string;
  /** An icon button whose "Copiado!" shows as a bubble above it (the table's narrow column). */
  compact?: boolean;
}

/** Copies one code; says "Copiado!" for two seconds, on screen and to screen readers. */
export function CopyTokenButton({ token, compact = false }: CopyTokenButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), copiedForMs);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    if (await copyCode(token)) setCopied(true);
  }

  const icon = copied ? (
    <Check aria-hidden="true" className="text-emerald-600 dark:text-emerald-400" />
  ) : (
    <Copy aria-hidden="true" />
  );
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size={compact ? 'icon-sm' : 'sm'}
        aria-label={`Copiar código ${token}`}
        // A fixed width: the label changing does not move the row.
        className={compact ? 'relative' : 'w-28'}
        onClick={() => void copy()}
      >
        {icon}
        {compact ? (
          copied ? (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute bottom-full left-1/2 mb-1.5 -translate-x-1/2 rounded-md bg-foreground px-2 py-1 text-xs font-medium whitespace-nowrap text-background shadow-md"
            >
              Copiado!
            </span>
          ) : null
        ) : (
          <span aria-hidden="true">{copied ? 'Copiado!' : 'Copiar'}</span>
        )}
      </Button>
      <span role="status" className="sr-only">
        {copied ? `Código ${token} copiado!` : ''}
      </span>
    </>
  );
}
