import { decisionReasonMax } from '@panel/contract/api/applications';
import { InlineTextForm, type InlineTextFormProps } from '@/components/inline-text-form';

type ReasonTextFormProps = Omit<InlineTextFormProps, 'initialValue' | 'maxLength' | 'check'> & {
  initialText?: string;
};

const minLength = 3;

function checkReason(text: string) {
  const trimmed = text.trim();
  return trimmed.length < minLength
    ? { error: `O motivo precisa de pelo menos ${minLength} caracteres.` }
    : { value: trimmed };
}

/** The text of a canned reason, checked as the server does (3 to 500 characters). */
export function ReasonTextForm({ initialText, ...props }: ReasonTextFormProps) {
  return (
    <InlineTextForm
      {...props}
      initialValue={initialText}
      maxLength={decisionReasonMax}
      check={checkReason}
    />
  );
}
