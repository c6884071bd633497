import { voteLimits } from '@panel/contract/api/forms';
import { FormField } from '@/components/form-field';
import { NumberInput } from '@/components/ui/number-input';

type VotesField = 'approvalsRequired' | 'rejectionsRequired';

interface VotesFieldsProps {
  approvals: { id: string; value: string };
  rejections: { id: string; value: string };
  errors: Partial<Record<VotesField, string>>;
  readOnly: boolean;
  disabled: boolean;
  onChange: (change: Partial<Record<VotesField, string>>) => void;
}

const fields = [
  { field: 'approvalsRequired', label: 'Aprovações necessárias', button: 'Aprovar' },
  { field: 'rejectionsRequired', label: 'Reprovações necessárias', button: 'Reprovar' },
] as const;

/** How many staff votes decide an application, each way. */
export function VotesFields(props: VotesFieldsProps) {
  const { errors, readOnly, disabled, onChange } = props;
  const { min, max } = voteLimits;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map(({ field, label, button }) => {
        const { id, value } = field === 'approvalsRequired' ? props.approvals : props.rejections;
        return (
          <FormField
            key={field}
            id={id}
            label={label}
            required
            hint={`De ${min} a ${max}. Com 1, o primeiro “${button}” decide.`}
            error={errors[field]}
          >
            {(a11y) => (
              <NumberInput
                {...a11y}
                min={min}
                max={max}
                value={value}
                readOnly={readOnly}
                disabled={disabled}
                className="w-24"
                onChange={(event) => onChange({ [field]: event.target.value })}
              />
            )}
          </FormField>
        );
      })}
    </div>
  );
}
