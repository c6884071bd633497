import type { Ref } from 'react';
import { memberNoteLimits } from '@panel/contract/api/members';
import { FormField } from '@/components/form-field';
import { Textarea } from '@/components/ui/textarea';

/** A note's text as the server takes it, or why not (the contract's words). */
export function checkNoteBody(body: string): string | null {
  const text = body.trim();
  if (text.length === 0) return 'Escreva a nota.';
  if (text.length > memberNoteLimits.bodyMax) {
    return `A nota pode ter no máximo ${memberNoteLimits.bodyMax} caracteres.`;
  }
  return null;
}

interface NoteBodyFieldProps {
  id: string;
  label: string;
  value: string;
  error: string | null;
  pending: boolean;
  onChange: (value: string) => void;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** The text of a note, new or being edited. */
export function NoteBodyField({
  id,
  label,
  value,
  error,
  pending,
  onChange,
  textareaRef,
}: NoteBodyFieldProps) {
  return (
    <FormField id={id} label={label} required error={error ?? undefined}>
      {(a11y) => (
        <Textarea
          {...a11y}
          ref={textareaRef}
          value={value}
          rows={3}
          maxLength={memberNoteLimits.bodyMax}
          readOnly={pending}
          placeholder="O que a equipe precisa saber sobre este membro"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** The server's reason for the text, when it refused the note for it. */
export function bodyIssue(issues: readonly { path: string; message: string }[] | undefined) {
  return issues?.find((issue) => issue.path.replace(/^body\./, '') === 'body')?.message ?? null;
}
