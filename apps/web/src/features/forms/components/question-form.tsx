import { useId, useState, type FormEvent } from 'react';
import {
  formLimits,
  isChoiceType,
  questionTypeLabels,
  questionTypes,
} from '@panel/contract/api/forms';
import { EnumSelect } from '@/components/enum-select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import {
  hasQuestionErrors,
  noQuestionErrors,
  questionErrors,
  repeatedOptionKeys,
  type QuestionErrors,
  type QuestionField,
} from '../question-errors';
import { withType, type QuestionValues } from '../question-values';
import {
  eliminatoryInputId,
  QuestionGradingFields,
  weightInputId,
} from './question-grading-fields';
import { addOptionId, optionInputId, QuestionOptionsField } from './question-options-field';

interface QuestionFormProps {
  initialValues: QuestionValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: QuestionValues) => void;
  onCancel: () => void;
}

/** The control a refusal sends the focus to: the first one refused, in the form's order. */
function firstRefusedControl(id: string, values: QuestionValues, errors: QuestionErrors) {
  if (errors.fields.text) return `${id}-text`;
  const option = values.options.find((item) => errors.options[item.key]);
  if (option) return optionInputId(id, option.key);
  if (errors.fields.options) {
    const first = values.options[0];
    return first ? optionInputId(id, first.key) : addOptionId(id);
  }
  if (errors.fields.weight) return weightInputId(id);
  return eliminatoryInputId(id);
}

/** The fields of a question, shared by the create and edit dialogs. */
export function QuestionForm({
  initialValues,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: QuestionFormProps) {
  const id = useId();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<QuestionErrors>(noQuestionErrors);
  const textError = errors.fields.text;

  /** A change clears the refusals it may have answered. */
  function change(next: Partial<QuestionValues>, answers: readonly QuestionField[]) {
    setValues((current) => ({ ...current, ...next }));
    setErrors((current) => {
      const fields = { ...current.fields };
      for (const field of answers) delete fields[field];
      return { fields, options: next.options ? {} : current.options };
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const refused = questionErrors(values);
    if (hasQuestionErrors(refused)) {
      setErrors(refused);
      document.getElementById(firstRefusedControl(id, values, refused))?.focus();
      return;
    }
    onSubmit(values);
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-text`}>Pergunta</Label>
        <Input
          id={`${id}-text`}
          value={values.text}
          maxLength={formLimits.questionText}
          autoComplete="off"
          aria-required="true"
          aria-invalid={textError ? true : undefined}
          aria-describedby={textError ? `${id}-text-error` : undefined}
          onChange={(event) => change({ text: event.target.value }, ['text'])}
        />
        {textError ? (
          <p id={`${id}-text-error`} className="text-xs text-destructive">
            {textError}
          </p>
        ) : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>Descrição (opcional)</Label>
        <Textarea
          id={`${id}-description`}
          value={values.description}
          maxLength={formLimits.questionDescription}
          rows={3}
          aria-describedby={`${id}-description-hint`}
          onChange={(event) => change({ description: event.target.value }, [])}
        />
        <p id={`${id}-description-hint`} className="text-xs text-muted-foreground">
          Aparece abaixo da pergunta, para orientar quem responde. {values.description.length}/
          {formLimits.questionDescription}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
        <EnumSelect
          id={`${id}-type`}
          label="Tipo de resposta"
          values={questionTypes}
          labels={questionTypeLabels}
          value={values.type}
          onChange={(type) => change(withType(values, type), ['options', 'weight', 'eliminatory'])}
        />
        <div className="flex h-9 items-center gap-3">
          <Switch
            id={`${id}-required`}
            checked={values.required}
            onCheckedChange={(required) => change({ required }, [])}
          />
          <Label htmlFor={`${id}-required`}>Obrigatória</Label>
        </div>
      </div>
      {isChoiceType(values.type) ? (
        <>
          <QuestionOptionsField
            id={id}
            type={values.type}
            options={values.options}
            onChange={(options) => change({ options }, ['options', 'eliminatory'])}
            error={errors.fields.options}
            optionErrors={errors.options}
            marked={repeatedOptionKeys(values)}
          />
          <QuestionGradingFields
            id={id}
            weight={values.weight}
            eliminatory={values.eliminatory}
            graded={values.options.some((option) => option.correct)}
            errors={errors.fields}
            onWeightChange={(weight) => change({ weight }, ['weight'])}
            onEliminatoryChange={(eliminatory) => change({ eliminatory }, ['eliminatory'])}
          />
        </>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Salvando...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
