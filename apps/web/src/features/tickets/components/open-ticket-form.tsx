import { LoaderCircle, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  memberTicketTypes,
  ticketReasonLimits,
  ticketTypeLabels,
  type MemberTicketType,
  type TicketType,
} from '@panel/contract/api/tickets';
import { EnumSelect } from '@/components/enum-select';
import { emptyMemberChoice, MemberPicker, type MemberChoice } from '@/components/member-picker';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-error';
import { useOpenTicket } from '../api/open-ticket';
import { reportableMemberSearch } from '../api/search-reportable-members';
import { validateTicket, type TicketDraftErrors } from '../validate-ticket';

const genericError = 'Não foi possível abrir o ticket. Tente novamente.';

interface OpenTicketFormProps {
  /** From `?type=` (the /blocked page links with `review_token`). */
  initialType: MemberTicketType | null;
  /** Types the member already has a pending ticket of. */
  pendingTypes: ReadonlySet<TicketType>;
}

export function OpenTicketForm({ initialType, pendingTypes }: OpenTicketFormProps) {
  const [type, setType] = useState<MemberTicketType | ''>(initialType ?? '');
  const [reason, setReason] = useState('');
  const [reported, setReported] = useState<MemberChoice>(emptyMemberChoice);
  const [errors, setErrors] = useState<TicketDraftErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const open = useOpenTicket();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitError(null);
    const result = validateTicket({ type, reason, reported });
    setErrors(result.errors ?? {});
    if (!result.body) return;
    open.mutate(result.body, {
      onSuccess: () => {
        setType('');
        setReason('');
        setReported(emptyMemberChoice);
      },
      // The server's reason when it refused (already one pending: 409), else a generic one;
      // a reported member it refused (not in the server) is said under the picker.
      onError: (error) => {
        const refused =
          isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401;
        const onReported = refused
          ? error.issues?.find((issue) => issue.path === 'body.reportedUserId')
          : undefined;
        if (onReported) setErrors((current) => ({ ...current, reported: onReported.message }));
        else setSubmitError(refused ? error.message : genericError);
      },
    });
  }

  const typeHint = type && pendingTypes.has(type) ? 'type-pending' : undefined;

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-5">
      <EnumSelect
        id="ticket-type"
        label="Tipo"
        values={memberTicketTypes}
        labels={ticketTypeLabels}
        placeholder="Selecione o tipo"
        triggerClassName="sm:max-w-sm"
        invalid={Boolean(errors.type)}
        describedBy={errors.type ? 'ticket-type-error' : typeHint}
        value={type}
        onChange={(value) => {
          setType(value);
          setErrors((current) => ({ ...current, type: undefined }));
        }}
      >
        {errors.type ? (
          <p id="ticket-type-error" className="text-xs text-destructive">
            {errors.type}
          </p>
        ) : typeHint ? (
          <p id={typeHint} className="text-xs text-muted-foreground">
            Você já tem um ticket pendente deste tipo; a equipe vai analisá-lo.
          </p>
        ) : null}
      </EnumSelect>
      {type === 'report_user' ? (
        <div className="sm:max-w-sm">
          <MemberPicker
            id="ticket-reported"
            label="Membro denunciado"
            placeholder="Buscar pelo nome"
            hint="Digite o nome do membro e escolha-o na lista."
            source={reportableMemberSearch}
            takesUnknownId={false}
            value={reported}
            error={errors.reported ?? null}
            onChange={(value) => {
              setReported(value);
              setErrors((current) => ({ ...current, reported: undefined }));
            }}
          />
        </div>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor="ticket-reason">Motivo</Label>
        <Textarea
          id="ticket-reason"
          value={reason}
          rows={5}
          maxLength={ticketReasonLimits.max}
          placeholder="Conte o que aconteceu e o que você precisa da equipe."
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={`ticket-reason-counter${errors.reason ? ' ticket-reason-error' : ''}`}
          onChange={(event) => {
            setReason(event.target.value);
            setErrors((current) => ({ ...current, reason: undefined }));
          }}
        />
        <div className="flex items-start justify-between gap-3 text-xs">
          <p id="ticket-reason-error" className="text-destructive">
            {errors.reason}
          </p>
          <p id="ticket-reason-counter" className="shrink-0 text-muted-foreground tabular-nums">
            {reason.length}/{ticketReasonLimits.max}
          </p>
        </div>
      </div>
      {submitError ? (
        <p
          role="alert"
          className="rounded-lg border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive"
        >
          {submitError}
        </p>
      ) : null}
      <Button
        type="submit"
        className="w-full sm:w-fit"
        disabled={open.isPending}
        aria-busy={open.isPending}
      >
        {open.isPending ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <Send aria-hidden="true" />
        )}
        Abrir ticket
      </Button>
    </form>
  );
}
