import { useId, useRef, useState, type FormEvent } from 'react';
import { formLimits, questionTypeLabels, questionTypes } from '@panel/contract/api/forms';
import { EnumSelect } from '@/components/enum-select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { emptyQuestionMessage, type QuestionValues } from '../question-values';

interface QuestionFormProps {
  initialValues: QuestionValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: QuestionValues) => void;
  onCancel: () => void;
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
  const textInput = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState(initialValues);
  const [textError, setTextError] = useState<string | null>(null);
  const set = <K extends keyof QuestionValues>(key: K, value: QuestionValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.text.trim()) {
      setTextError(emptyQuestionMessage);
      textInput.current?.focus();
      return;
    }
    onSubmit(values);
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-text`}>Pergunta</Label>
        <Input
          ref={textInput}
          id={`${id}-text`}
          value={values.text}
          maxLength={formLimits.questionText}
          autoComplete="off"
          aria-required="true"
          aria-invalid={textError ? true : undefined}
          aria-describedby={textError ? `${id}-text-error` : undefined}
          onChange={(event) => {
            set('text', event.target.value);
            setTextError(null);
          }}
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
          onChange={(event) => set('description', event.target.value)}
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
          onChange={(type) => set('type', type)}
        />
        <div className="flex h-9 items-center gap-3">
          <Switch
            id={`${id}-required`}
            checked={values.required}
            onCheckedChange={(required) => set('required', required)}
          />
          <Label htmlFor={`${id}-required`}>Obrigatória</Label>
        </div>
      </div>
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
