import { Save } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  memberNoteLimits,
  memberTagBodySchema,
  type MemberTag,
  type MemberTagBody,
} from '@panel/contract/api/members';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { isApiError } from '@/lib/api-error';
import { fieldErrorsFromIssues, type FieldErrors } from '@/lib/field-errors';
import { notifyError } from '@/lib/notify';
import { useCreateMemberTag, useUpdateMemberTag } from '../api/manage-member-tags';

const fields = ['name', 'color'] as const;
type Field = (typeof fields)[number];

const defaultColor = '#5865f2';

interface MemberTagFormProps {
  /** The tag being changed; none: a new one. */
  tag: MemberTag | null;
  onDone: () => void;
}

/** A tag's name, colour and watch: "Nova etiqueta", or the one chosen to edit. */
export function MemberTagForm({ tag, onDone }: MemberTagFormProps) {
  const create = useCreateMemberTag();
  const update = useUpdateMemberTag();
  const [draft, setDraft] = useState<Required<MemberTagBody>>({
    name: tag?.name ?? '',
    color: tag?.color ?? defaultColor,
    watch: tag?.watch ?? false,
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const id = useId();
  const pending = create.isPending || update.isPending;
  const title = tag ? `Editar etiqueta ${tag.name}` : 'Nova etiqueta';

  function change(changes: Partial<MemberTagBody>) {
    setDraft((previous) => ({ ...previous, ...changes }));
    setErrors({});
  }

  function refused(error: unknown) {
    const found = fieldErrorsFromIssues(fields, isApiError(error) ? error.issues : undefined);
    if (Object.keys(found).length > 0) setErrors(found);
    else notifyError(tag ? 'Erro ao salvar a etiqueta' : 'Erro ao criar a etiqueta', error);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const checked = memberTagBodySchema.safeParse(draft);
    if (!checked.success) {
      setErrors(
        fieldErrorsFromIssues(
          fields,
          checked.error.issues.map((issue) => ({
            path: issue.path.join('.'),
            message: issue.message,
          })),
        ),
      );
      return;
    }
    const options = { onSuccess: onDone, onError: refused };
    if (tag) update.mutate({ id: tag.id, body: checked.data }, options);
    else create.mutate(checked.data, options);
  }

  return (
    <form noValidate onSubmit={submit} aria-label={title} className="grid gap-3">
      <h3 className="text-sm font-semibold">{title}</h3>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto]">
        <FormField id={`${id}-name`} label="Nome" required error={errors.name}>
          {(a11y) => (
            <Input
              {...a11y}
              value={draft.name}
              maxLength={memberNoteLimits.tagNameMax}
              autoComplete="off"
              readOnly={pending}
              onChange={(event) => change({ name: event.target.value })}
            />
          )}
        </FormField>
        <FormField id={`${id}-color`} label="Cor" required error={errors.color}>
          {(a11y) => (
            <Input
              {...a11y}
              type="color"
              value={draft.color}
              disabled={pending}
              className="w-16 cursor-pointer p-1"
              onChange={(event) => change({ color: event.target.value })}
            />
          )}
        </FormField>
      </div>
      <div className="flex items-start gap-3">
        <Switch
          id={`${id}-watch`}
          checked={draft.watch}
          disabled={pending}
          onCheckedChange={(watch) => change({ watch })}
          className="mt-0.5"
        />
        <label htmlFor={`${id}-watch`} className="text-sm">
          <span className="font-medium">Observação:</span> avisa a equipe na próxima inscrição e
          conexão
        </label>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {tag ? (
          <Button type="button" variant="outline" size="sm" onClick={onDone} disabled={pending}>
            Cancelar edição
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={pending} aria-busy={pending || undefined}>
          <Save aria-hidden="true" />
          {tag ? 'Salvar etiqueta' : 'Criar etiqueta'}
        </Button>
      </div>
    </form>
  );
}
