import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { grantPointsBodySchema, storeLimits } from '@panel/contract/api/store';
import { snowflakePattern } from '@panel/contract/constants';
import { isApiError } from '@/lib/api-error';
import { formatPoints } from '@/lib/format-points';
import { useGrantPoints } from '@/lib/grant-points';
import { FormField } from './form-field';
import { choiceId, emptyMemberChoice, MemberPicker, type MemberChoice } from './member-picker';
import { RadioTiles } from './radio-tiles';
import { Button } from './ui/button';
import { NumberInput } from './ui/number-input';
import { Textarea } from './ui/textarea';

const directions = ['give', 'take'] as const;
type Direction = (typeof directions)[number];
const directionLabels: Record<Direction, string> = { give: 'Dar pontos', take: 'Tirar pontos' };

type Field = 'discordId' | 'amount' | 'reason';
type Errors = Partial<Record<Field, string>>;
const fields: Field[] = ['discordId', 'amount', 'reason'];
const isField = (value: unknown): value is Field => fields.some((field) => field === value);

const empty = {
  member: emptyMemberChoice,
  direction: 'give' as Direction,
  amount: '',
  reason: '',
};

/** The member field's refusal before sending, or null when it names a Discord id. */
function memberError(id: string): string | null {
  if (!id) return 'Informe o membro pelo nome ou pelo ID do Discord.';
  if (snowflakePattern.test(id)) return null;
  return /^\d+$/.test(id)
    ? 'Informe um ID do Discord válido (17 a 20 dígitos).'
    : 'Escolha um membro na lista ou cole um ID do Discord (17 a 20 dígitos).';
}

/** "Ana Souza recebe 1.800 pontos.": what the button will do, as the amount is typed. */
function preview(direction: Direction, amount: string, member: MemberChoice): string | undefined {
  const points = Number(amount);
  if (!amount.trim() || !Number.isInteger(points) || points <= 0) return undefined;
  if (points > storeLimits.pointsMax) return undefined;
  const who = member.member?.name ?? 'O membro';
  return `${who} ${direction === 'give' ? 'recebe' : 'perde'} ${formatPoints(points)}.`;
}

interface GrantPointsFormProps {
  /** The member the points go to (a member's file); without it the form asks for one. */
  member?: { id: string; name: string };
  /** After the points were given or taken (a dialog closes). */
  onDone?: () => void;
}

/**
 * Gives points to a member, or takes them, with the reason kept in the member's history: the
 * store's "Pontos" tab (a member picked by name or id) and a member's file (that member).
 */
export function GrantPointsForm({ member, onDone }: GrantPointsFormProps) {
  const grant = useGrantPoints();
  const fixed: MemberChoice | null = member
    ? {
        text: member.name,
        member: {
          userId: member.id,
          name: member.name,
          username: '',
          avatarUrl: null,
          panelRole: null,
        },
      }
    : null;
  const [values, setValues] = useState(() => (fixed ? { ...empty, member: fixed } : empty));
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  function change<K extends keyof typeof empty>(key: K, value: (typeof empty)[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    // The member is sent, and refused, as `discordId`.
    const cleared = key === 'member' ? 'discordId' : key;
    setErrors((current) => ({ ...current, [cleared]: undefined }));
    setRefusal(null);
  }

  function showErrors(next: Errors) {
    setErrors(next);
    const first = fields.find((field) => next[field]);
    if (first) document.getElementById(`points-${first}`)?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {};
    const discordId = choiceId(values.member);
    const refusedMember = memberError(discordId);
    if (refusedMember) next.discordId = refusedMember;
    const amount = values.amount.trim() ? Number(values.amount) : Number.NaN;
    if (amount <= 0) {
      next.amount =
        'Use um número positivo: a escolha acima diz se os pontos são dados ou tirados.';
    } else if (amount > storeLimits.pointsMax) {
      next.amount = `Dê ou tire no máximo ${formatPoints(storeLimits.pointsMax)} por vez.`;
    }
    const parsed = grantPointsBodySchema.safeParse({
      discordId,
      amount: values.direction === 'take' ? -amount : amount,
      reason: values.reason,
    });
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0];
      if (isField(field)) next[field] ??= issue.message;
    }
    if (!parsed.success || Object.keys(next).length > 0) {
      showErrors(next);
      return;
    }
    grant.mutate(
      { body: parsed.data, memberName: values.member.member?.name ?? null },
      {
        onSuccess: () => {
          setValues({ ...empty, member: fixed ?? empty.member, direction: values.direction });
          onDone?.();
        },
        onError: (error) => {
          const next: Errors = {};
          for (const issue of isApiError(error) ? (error.issues ?? []) : []) {
            const field = issue.path.replace(/^body\./, '').split('.')[0];
            if (isField(field)) next[field] ??= issue.message;
          }
          if (Object.keys(next).length > 0) showErrors(next);
          else setRefusal(error.message);
        },
      },
    );
  }

  return (
    <form noValidate aria-label="Dar ou tirar pontos" onSubmit={submit} className="grid gap-5">
      {fixed ? null : (
        <MemberPicker
          id="points-discordId"
          label="Membro"
          value={values.member}
          error={errors.discordId ?? null}
          onChange={(choice) => change('member', choice)}
        />
      )}
      <RadioTiles
        legend="Ação"
        name="points-direction"
        options={directions}
        labels={directionLabels}
        value={values.direction}
        onChange={(direction) => change('direction', direction)}
        columns="grid-cols-2"
      />
      <FormField
        id="points-amount"
        label="Quantidade"
        required
        hint={preview(values.direction, values.amount, values.member)}
        error={errors.amount}
      >
        {(a11y) => (
          <NumberInput
            {...a11y}
            min={1}
            max={storeLimits.pointsMax}
            value={values.amount}
            onChange={(event) => change('amount', event.target.value)}
          />
        )}
      </FormField>
      <FormField id="points-reason" label="Motivo" required error={errors.reason}>
        {(a11y) => (
          <Textarea
            {...a11y}
            rows={3}
            maxLength={storeLimits.reasonMax}
            value={values.reason}
            onChange={(event) => change('reason', event.target.value)}
          />
        )}
      </FormField>
      {refusal ? (
        <p
          role="alert"
          className="rounded-lg border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive"
        >
          {refusal}
        </p>
      ) : null}
      <Button
        type="submit"
        className="w-full sm:w-fit sm:justify-self-end"
        disabled={grant.isPending}
      >
        {grant.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        {directionLabels[values.direction]}
      </Button>
    </form>
  );
}
