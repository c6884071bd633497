import { TriangleAlert } from 'lucide-react';
import { CopyCodeField } from './copy-code-field';

interface ShownOnceKeyProps {
  label: string;
  apiKey: string;
  copyLabel: string;
  /** The warning above it; a key's by default. */
  warning?: string;
}

/**
 * A key or a secret the panel answers this once (a key's hash is kept, a secret sealed), with
 * the warning that says so.
 */
export function ShownOnceKey({
  label,
  apiKey,
  copyLabel,
  warning = 'Copie a chave agora: ela não será mostrada de novo.',
}: ShownOnceKeyProps) {
  return (
    <>
      <p
        role="status"
        className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-100"
      >
        <TriangleAlert
          aria-hidden="true"
          className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-300"
        />
        {warning}
      </p>
      <CopyCodeField
        label={label}
        value={apiKey}
        copyLabel={copyLabel}
        inputClassName="text-sm tracking-normal sm:max-w-none md:text-sm"
      />
    </>
  );
}
