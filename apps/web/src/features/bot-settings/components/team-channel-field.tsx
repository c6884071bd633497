import { X } from 'lucide-react';
import type { BotCatalog } from '@panel/contract/api/bot-settings';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { CatalogTarget } from './catalog-target';
import { IdPicker } from './id-picker';

interface TeamChannelFieldProps {
  id: string;
  label: string;
  value: string;
  /** Absent for whoever may only look. */
  onChange?: (value: string) => void;
  /** The guild's channels; null before the bot synchronised them (the id typed only). */
  catalog: BotCatalog | null;
  error: string | undefined;
  disabled: boolean;
}

/** What the empty field says: what to do with it, or that there is no channel. */
function placeholderOf(editable: boolean, catalog: BotCatalog | null): string {
  if (!editable) return 'Nenhum canal';
  return catalog ? 'Canal ou ID' : 'ID do canal de texto';
}

/** The inactivity alert's text channel: typed or pasted, or picked from the guild; or none. */
export function TeamChannelField({
  id,
  label,
  value,
  onChange,
  catalog,
  error,
  disabled,
}: TeamChannelFieldProps) {
  const editable = onChange !== undefined;
  return (
    <FormField
      id={id}
      label={label}
      hint="Sem canal, o aviso aparece só no dashboard."
      error={error}
    >
      {(a11y) => (
        <>
          <div className="flex min-w-0 gap-1.5 sm:max-w-sm">
            <div className="relative min-w-0 flex-1">
              <Input
                {...a11y}
                value={value}
                readOnly={!editable}
                disabled={disabled}
                placeholder={placeholderOf(editable, catalog)}
                inputMode="numeric"
                autoComplete="off"
                spellCheck={false}
                maxLength={32}
                className="pr-9 font-mono placeholder:font-sans"
                onChange={(event) => onChange?.(event.target.value)}
              />
              {onChange && value && !disabled ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon-sm"
                  className="absolute top-0.5 right-0.5 size-8 text-muted-foreground"
                  aria-label={`Limpar ${label}`}
                  onClick={() => onChange('')}
                >
                  <X aria-hidden="true" />
                </Button>
              ) : null}
            </div>
            {onChange && catalog ? (
              <IdPicker
                kind="textChannel"
                catalog={catalog}
                label={label}
                value={value.trim()}
                onPick={onChange}
              />
            ) : null}
          </div>
          {catalog ? (
            <CatalogTarget kind="textChannel" catalog={catalog} id={value} showProblems={!error} />
          ) : null}
        </>
      )}
    </FormField>
  );
}
