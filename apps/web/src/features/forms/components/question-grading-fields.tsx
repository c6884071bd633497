import { formLimits } from '@panel/contract/api/forms';
import { FormField } from '@/components/form-field';
import { NumberInput } from '@/components/ui/number-input';

interface QuestionGradingFieldsProps {
  id: string;
  weight: string;
  eliminatory: boolean;
  /** Whether an option is marked correct: only then is the question graded. */
  graded: boolean;
  errors: { weight?: string | undefined; eliminatory?: string | undefined };
  onWeightChange: (weight: string) => void;
  onEliminatoryChange: (eliminatory: boolean) => void;
}

export const weightInputId = (id: string) => `${id}-weight`;
export const eliminatoryInputId = (id: string) => `${id}-eliminatory`;

/** How a graded question counts: its weight in the score, and whether missing it fails. */
export function QuestionGradingFields(props: QuestionGradingFieldsProps) {
  const { id, weight, eliminatory, graded, errors } = props;
  const eliminatoryId = eliminatoryInputId(id);
  // Unchecking stays possible, so a mark left without a correct option can be undone.
  const eliminatoryLocked = !graded && !eliminatory;
  const eliminatoryDescribed = [
    `${eliminatoryId}-hint`,
    errors.eliminatory ? `${eliminatoryId}-error` : null,
  ].filter(Boolean);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        id={weightInputId(id)}
        label="Peso"
        required
        hint={`De ${formLimits.weight.min} a ${formLimits.weight.max}: quanto a pergunta conta na nota.`}
        error={errors.weight}
      >
        {(a11y) => (
          <NumberInput
            {...a11y}
            min={formLimits.weight.min}
            max={formLimits.weight.max}
            value={weight}
            className="w-24"
            onChange={(event) => props.onWeightChange(event.target.value)}
          />
        )}
      </FormField>
      <div className="grid content-start gap-2">
        <label
          htmlFor={eliminatoryId}
          className="flex w-fit items-center gap-2 text-sm font-medium has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
        >
          <input
            id={eliminatoryId}
            type="checkbox"
            className="size-4 shrink-0 accent-primary"
            checked={eliminatory}
            disabled={eliminatoryLocked}
            aria-invalid={errors.eliminatory ? true : undefined}
            aria-describedby={eliminatoryDescribed.join(' ')}
            onChange={(event) => props.onEliminatoryChange(event.target.checked)}
          />
          Eliminatória
        </label>
        <p id={`${eliminatoryId}-hint`} className="text-xs text-muted-foreground">
          {graded
            ? 'Errar esta pergunta reprova no questionário, qualquer que seja a nota.'
            : 'Marque uma opção correta para torná-la eliminatória.'}
        </p>
        {errors.eliminatory ? (
          <p id={`${eliminatoryId}-error`} className="text-xs text-destructive">
            {errors.eliminatory}
          </p>
        ) : null}
      </div>
    </div>
  );
}
