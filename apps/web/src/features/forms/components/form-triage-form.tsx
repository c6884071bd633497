import type { FormEvent } from 'react';
import { LoaderCircle, Save, Undo2 } from 'lucide-react';
import { decisionReasonMax } from '@panel/contract/api/application-values';
import {
  defaultTriageFailReason,
  triageFailActionLabels,
  triageFailActions,
  type FormTriage,
  type FormType,
  type TriageFailAction,
} from '@panel/contract/api/forms';
import { FormField } from '@/components/form-field';
import { RadioTiles } from '@/components/radio-tiles';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { hasPassMark, type TriageField } from '../triage-values';
import { triageFieldId, useTriageForm } from '../use-triage-form';
import { PassMarkField } from './pass-mark-field';
import { VotesFields } from './votes-fields';

interface FormTriageFormProps {
  formType: FormType;
  saved: FormTriage;
  /** The form's graded questions; null while the questions load. */
  gradedCount: number | null;
  canManage: boolean;
}

const failDescriptions: Record<TriageFailAction, string> = {
  reject: 'A inscrição é reprovada na hora e o membro recebe o motivo abaixo.',
  flag: 'A inscrição continua pendente, marcada como reprovada no questionário, para a equipe decidir.',
};

/** The triage's fields over the saved values; "Salvar triagem" sends them all. */
export function FormTriageForm({ formType, saved, gradedCount, canManage }: FormTriageFormProps) {
  const form = useTriageForm(formType, saved);
  const { shown, errors, set } = form;
  const passMarkSet = hasPassMark(shown);
  const fieldId = (field: TriageField) => triageFieldId(formType, field);
  const locked = !canManage || form.saving;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (canManage && form.changed && !form.saving) form.save();
  }

  const autoApproveId = fieldId('autoApprove');
  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <PassMarkField
        id={fieldId('passMark')}
        value={shown.passMark}
        error={errors.passMark}
        gradedCount={gradedCount}
        readOnly={!canManage}
        disabled={form.saving}
        onChange={(passMark) => set({ passMark })}
      />
      <RadioTiles
        legend="Abaixo da nota"
        name={fieldId('onFail')}
        options={triageFailActions}
        labels={triageFailActionLabels}
        descriptions={failDescriptions}
        hint="Vale também para quem errar uma pergunta eliminatória."
        value={shown.onFail}
        onChange={(onFail) => set({ onFail })}
        disabled={locked}
        error={errors.onFail}
        columns="grid-cols-1"
      />
      {shown.onFail === 'reject' ? (
        <FormField
          id={fieldId('failReason')}
          label="Motivo da reprovação automática"
          hint="O membro lê este motivo. Em branco, vai o texto padrão."
          error={errors.failReason}
        >
          {(a11y) => (
            <Textarea
              {...a11y}
              value={shown.failReason}
              placeholder={defaultTriageFailReason}
              maxLength={decisionReasonMax}
              rows={3}
              readOnly={!canManage}
              disabled={form.saving}
              onChange={(event) => set({ failReason: event.target.value })}
            />
          )}
        </FormField>
      ) : null}
      <div className="grid gap-2">
        <div className="flex items-center gap-3">
          <Switch
            id={autoApproveId}
            checked={passMarkSet && shown.autoApprove}
            disabled={locked || !passMarkSet}
            aria-describedby={`${autoApproveId}-hint`}
            onCheckedChange={(autoApprove) => set({ autoApprove })}
          />
          <Label htmlFor={autoApproveId}>Aprovar automaticamente quem passar</Label>
        </div>
        <p id={`${autoApproveId}-hint`} className="text-xs text-muted-foreground">
          {passMarkSet
            ? 'Quem atingir a nota mínima é aprovado na hora, sem esperar a equipe.'
            : 'Defina uma nota mínima para aprovar automaticamente.'}
        </p>
      </div>
      <VotesFields
        approvals={{ id: fieldId('approvalsRequired'), value: shown.approvalsRequired }}
        rejections={{ id: fieldId('rejectionsRequired'), value: shown.rejectionsRequired }}
        errors={errors}
        readOnly={!canManage}
        disabled={form.saving}
        onChange={set}
      />
      {canManage ? (
        <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
          {form.changed ? (
            <Button type="button" variant="ghost" disabled={form.saving} onClick={form.undo}>
              <Undo2 aria-hidden="true" />
              Desfazer
            </Button>
          ) : null}
          <Button type="submit" disabled={!form.changed || form.saving} aria-busy={form.saving}>
            {form.saving ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <Save aria-hidden="true" />
            )}
            {form.saving ? 'Salvando...' : 'Salvar triagem'}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
