import type { Ref } from 'react';
import { webhookUrlMax } from '@panel/contract/api/webhooks';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';

interface WebhookUrlFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  pending: boolean;
  inputRef: Ref<HTMLInputElement>;
}

/** A webhook's URL: https, or http to this computer in demo mode (the server checks). */
export function WebhookUrlField({
  id,
  value,
  onChange,
  error,
  pending,
  inputRef,
}: WebhookUrlFieldProps) {
  return (
    <FormField
      id={id}
      label="URL"
      required
      hint={
        <>
          O endereço completo, com <span className="font-mono">https://</span>. Só no modo
          demonstração o painel aceita <span className="font-mono">http://</span>, e apenas para
          este computador (localhost ou 127.0.0.1).
        </>
      }
      error={error}
    >
      {(a11y) => (
        <Input
          {...a11y}
          ref={inputRef}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={value}
          maxLength={webhookUrlMax}
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          readOnly={pending}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
