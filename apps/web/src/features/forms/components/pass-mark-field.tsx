import { AlertTriangle } from 'lucide-react';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { NumberInput } from '@/components/ui/number-input';

interface PassMarkFieldProps {
  id: string;
  /** As typed; blank: no pass mark. */
  value: string;
  error: string | undefined;
  /** The form's graded questions; null while the questions load. */
  gradedCount: number | null;
  readOnly: boolean;
  disabled: boolean;
  onChange: (value: string) => void;
}

function gradedSentence(count: number): string {
  if (count === 0) return 'Nenhuma pergunta corrigida neste formulário.';
  return count === 1
    ? '1 pergunta corrigida neste formulário.'
    : `${count} perguntas corrigidas neste formulário.`;
}

/** The lowest score that passes, and whether the form has anything to score. */
export function PassMarkField(props: PassMarkFieldProps) {
  const { id, value, error, gradedCount, readOnly, disabled, onChange } = props;
  const set = value.trim() !== '';
  return (
    <div className="grid gap-2">
      <FormField
        id={id}
        label="Nota mínima"
        hint={
          set
            ? 'Quem fizer menos que isso nas perguntas corrigidas fica abaixo da nota.'
            : 'Sem nota mínima: as respostas corrigidas só aparecem para a equipe, nada é decidido por elas.'
        }
        error={error}
      >
        {(a11y) => (
          <div className="flex flex-wrap items-center gap-2">
            <NumberInput
              {...a11y}
              min={0}
              max={100}
              value={value}
              placeholder="—"
              readOnly={readOnly}
              disabled={disabled}
              className="w-24"
              onChange={(event) => onChange(event.target.value)}
            />
            <span className="text-sm text-muted-foreground">%</span>
            {set && !readOnly ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={disabled}
                onClick={() => onChange('')}
              >
                Remover nota
              </Button>
            ) : null}
          </div>
        )}
      </FormField>
      {/* Read out as the pass mark is typed: the warning depends on it. */}
      <div aria-live="polite" className="text-xs">
        {gradedCount === null ? null : set && gradedCount === 0 ? (
          <p className="flex items-start gap-1.5 text-amber-700 dark:text-amber-300">
            <AlertTriangle aria-hidden="true" className="mt-px size-3.5 shrink-0" />
            Nenhuma pergunta corrigida: a nota mínima não se aplica.
          </p>
        ) : (
          <p className="text-muted-foreground">{gradedSentence(gradedCount)}</p>
        )}
      </div>
    </div>
  );
}
