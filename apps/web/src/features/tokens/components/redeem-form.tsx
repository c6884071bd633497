import { useEffect, useRef, useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isApiError } from '@/lib/api-error';
import { asGameLinkCode } from '@/lib/game-link-code';
import { nextStepAfterLink, useLinkGameAccount } from '@/lib/link-game-account';
import { useRedeemToken } from '../api/redeem-token';
import { RedeemOutcome } from './redeem-outcome';

const emptyMessage = 'Por favor, insira um código válido.';

/**
 * idle → loading ("Resgatando...") → success or error → idle again (spec). What the member
 * typed is sent as is but for surrounding spaces: codes staff type are case-sensitive
 * (docs/decisions/2026-11-28-codes-case.md). A refusal shows under the field, which keeps the
 * code. A request code from the game's connection screen (5 characters, any case) links the
 * game account instead.
 */
export function RedeemForm() {
  const redeem = useRedeemToken();
  const link = useLinkGameAccount();
  const [, navigate] = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);

  const blocked = isApiError(redeem.error) && redeem.error.status === 423;
  useEffect(() => {
    if (blocked) navigate('/blocked', { replace: true });
  }, [blocked, navigate]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const token = code.trim();
    if (!token) {
      setInputError(emptyMessage);
      input.current?.focus();
      return;
    }
    setInputError(null);
    redeem.reset();
    link.reset();
    const gameCode = asGameLinkCode(token);
    if (gameCode) link.mutate(gameCode);
    else redeem.mutate(token);
  }

  function again({ keepCode }: { keepCode: boolean }) {
    redeem.reset();
    link.reset();
    if (!keepCode) setCode('');
    // After the outcome panel goes away, the member types again.
    requestAnimationFrame(() => input.current?.focus());
  }

  if (link.isSuccess) {
    return (
      <RedeemOutcome
        kind="success"
        title="Conta do jogo vinculada!"
        message={link.data.message}
        next={nextStepAfterLink(link.data)}
        onAgain={() => again({ keepCode: false })}
      />
    );
  }
  if (redeem.isSuccess) {
    return (
      <RedeemOutcome
        kind="success"
        message={redeem.data.message}
        onAgain={() => again({ keepCode: false })}
      />
    );
  }

  // A refusal shows under the field, which keeps what was typed to correct it.
  const failure = link.isError ? (
    <RedeemOutcome
      kind="error"
      title="Não foi possível vincular a conta do jogo"
      message={link.error.message}
      onAgain={() => again({ keepCode: true })}
    />
  ) : redeem.isError && !blocked ? (
    <RedeemOutcome
      kind="error"
      message={redeem.error.message}
      onAgain={() => again({ keepCode: true })}
    />
  ) : null;

  const loading = redeem.isPending || link.isPending || blocked;
  return (
    <div className="grid gap-4">
      <form noValidate onSubmit={submit} aria-label="Resgatar código" className="grid gap-2">
        <Label htmlFor="redeem-code">Código</Label>
        {/* Phones: input, hint, button stacked; wider: the button beside the input. */}
        <div className="grid gap-2 sm:grid-cols-[1fr_auto]">
          <Input
            ref={input}
            id="redeem-code"
            value={code}
            readOnly={loading}
            maxLength={64}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder="Ex.: Ab3xY9"
            className="font-mono"
            aria-invalid={inputError || failure ? true : undefined}
            aria-describedby={inputError ? 'redeem-code-error' : 'redeem-code-hint'}
            onChange={(event) => {
              setCode(event.target.value);
              setInputError(null);
              // Correcting the code puts the refusal away.
              if (failure) {
                redeem.reset();
                link.reset();
              }
            }}
          />
          {inputError ? (
            <p
              id="redeem-code-error"
              role="alert"
              className="text-xs text-destructive sm:order-last sm:col-span-2"
            >
              {inputError}
            </p>
          ) : (
            <p
              id="redeem-code-hint"
              className="text-xs text-muted-foreground sm:order-last sm:col-span-2"
            >
              Digite o código como recebeu. Códigos criados pela equipe diferenciam maiúsculas de
              minúsculas.
            </p>
          )}
          <Button type="submit" disabled={loading} className="mt-2 sm:mt-0 sm:w-36">
            <KeyRound aria-hidden="true" />
            {loading ? 'Resgatando...' : 'Resgatar'}
          </Button>
        </div>
      </form>
      {failure}
    </div>
  );
}
