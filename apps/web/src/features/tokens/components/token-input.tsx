import { Dices } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { randomToken } from '../random-token';
import type { FieldA11y } from '@/components/form-field';

interface TokenInputProps extends FieldA11y {
  value: string;
  onChange: (value: string) => void;
  /** "Gerar" drew this code (the input shows it). */
  onDraw: (token: string) => void;
}

/** The code's name, typed as is (never re-cased), or drawn at random. */
export function TokenInput({ value, onChange, onDraw, ...a11y }: TokenInputProps) {
  return (
    <div className="flex gap-2">
      <Input
        {...a11y}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Ex.: Ab3xY9"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        className="font-mono"
      />
      <Button type="button" variant="outline" onClick={() => onDraw(randomToken())}>
        <Dices aria-hidden="true" />
        Gerar
      </Button>
    </div>
  );
}
