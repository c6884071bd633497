import { useState } from 'react';
import { snowflakePattern } from '@panel/contract/constants';
import {
  choiceId,
  emptyMemberChoice,
  MemberPicker,
  type MemberChoice,
} from '@/components/member-picker';
import { useKnownMember } from '@/lib/guild-members';

interface MemberFilterProps {
  id: string;
  label: string;
  /** Shown while no member is picked ("Todos os membros"). */
  placeholder: string;
  /** The member of the link (`?actor=`), null for everyone. */
  value: string | null;
  onChange: (memberId: string | null) => void;
}

const notAnId = 'Escolha um membro na lista ou cole um ID do Discord (17 a 20 dígitos).';

/**
 * One member ("Membro da equipe": what one member did). The filter applies once a member is
 * picked from the list or a whole Discord id is pasted; while the field names no one (emptied,
 * or a name being typed) the list shows everyone. A link's member shows by name as soon as the catalog knows them.
 */
export function MemberFilter({
  id,
  label,
  placeholder,
  value: actorId,
  onChange,
}: MemberFilterProps) {
  const [choice, setChoice] = useState<MemberChoice>(() =>
    actorId ? { text: actorId, member: null } : emptyMemberChoice,
  );
  // The member this field last applied or was given: a change of the link from elsewhere
  // ("Limpar filtros", the back button) differs from it, and the field follows.
  const [applied, setApplied] = useState(actorId);
  const [error, setError] = useState<string | null>(null);
  const known = useKnownMember(actorId).data ?? null;

  if (actorId !== applied) {
    setApplied(actorId);
    setError(null);
    setChoice(actorId ? { text: known?.name ?? actorId, member: known } : emptyMemberChoice);
  }

  // The link's id, as the catalog names it.
  const shown =
    known && actorId && !choice.member && choice.text.trim() === actorId
      ? { text: known.name, member: known }
      : choice;

  function apply(next: string | null) {
    if (next === actorId) return;
    setApplied(next);
    onChange(next);
  }

  function change(next: MemberChoice) {
    setChoice(next);
    setError(null);
    const id = choiceId(next);
    // Text that names no one yet shows everyone until a member is picked.
    apply(snowflakePattern.test(id) ? id : null);
  }

  return (
    <div
      onBlur={(event) => {
        // Left with a name that matches no member picked: say why the list shows everyone.
        if (event.currentTarget.contains(event.relatedTarget)) return;
        const id = choiceId(shown);
        if (id !== '' && !snowflakePattern.test(id)) setError(notAnId);
      }}
    >
      <MemberPicker
        id={id}
        label={label}
        placeholder={placeholder}
        value={shown}
        onChange={change}
        error={error}
      />
    </div>
  );
}
