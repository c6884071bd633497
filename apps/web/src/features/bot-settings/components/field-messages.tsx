import { AlertTriangle, CircleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { FieldMessage } from '../setting-drafts';

/** The server's and the form's findings about one field: errors red, warnings amber. */
export function FieldMessages({ id, messages }: { id: string; messages: FieldMessage[] }) {
  if (messages.length === 0) return null;
  return (
    <ul id={id} className="grid gap-1">
      {messages.map(({ level, message }) => {
        const Icon = level === 'error' ? CircleAlert : AlertTriangle;
        return (
          <li
            key={`${level}:${message}`}
            className={cn(
              'flex items-start gap-1.5 text-xs',
              level === 'error' ? 'text-destructive' : 'text-amber-700 dark:text-amber-300',
            )}
          >
            <Icon aria-hidden="true" className="mt-px size-3.5 shrink-0" />
            <span>
              <span className="sr-only">{level === 'error' ? 'Erro: ' : 'Aviso: '}</span>
              {message}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
