import { useState, type FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import { toast } from '@/lib/toast';
import { snowflakePattern } from '@panel/contract/constants';
import { panelRoleNames, type PanelRoleName } from '@panel/contract/permissions';
import { EnumSelect } from '@/components/enum-select';
import { Button } from '@/components/ui/button';
import { roleLabels } from '@/lib/role-labels';
import { useAssignRole } from '../api/assign-role';
import {
  choiceId,
  emptyMemberChoice,
  MemberPicker,
  type MemberChoice,
} from '@/components/member-picker';

export function AddStaffForm() {
  const assign = useAssignRole();
  const [choice, setChoice] = useState<MemberChoice>(emptyMemberChoice);
  const [roleName, setRoleName] = useState<PanelRoleName | ''>('');
  const [idError, setIdError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const id = choiceId(choice);
    if (!id || !roleName) {
      toast.error('Campos obrigatórios', {
        description: 'Por favor, preencha todos os campos.',
      });
      return;
    }
    if (!snowflakePattern.test(id)) {
      setIdError(
        /^\d+$/.test(id)
          ? 'Informe um ID do Discord válido (17 a 20 dígitos).'
          : 'Escolha um membro na lista ou cole um ID do Discord (17 a 20 dígitos).',
      );
      return;
    }
    setIdError(null);
    assign.mutate(
      { discordId: id, roleName },
      {
        onSuccess: () => {
          setChoice(emptyMemberChoice);
          setRoleName('');
        },
      },
    );
  }

  return (
    // The fields sit side by side when the box, not the window, is wide enough.
    <div className="@container">
      <form
        noValidate
        onSubmit={submit}
        aria-label="Adicionar membro da equipe"
        className="grid gap-3 rounded-xl border bg-card p-4 @2xl:grid-cols-[minmax(0,1fr)_12rem_auto] @2xl:items-start"
      >
        <MemberPicker
          id="staff-discord-id"
          value={choice}
          error={idError}
          onChange={(next) => {
            setChoice(next);
            if (idError) setIdError(null);
          }}
        />
        <EnumSelect
          id="staff-role"
          label="Cargo"
          values={panelRoleNames}
          labels={roleLabels}
          placeholder="Selecione um cargo"
          value={roleName}
          onChange={setRoleName}
        />
        {/* Level with the fields, under their labels. */}
        <Button type="submit" disabled={assign.isPending} className="@2xl:mt-5.5">
          <UserPlus aria-hidden="true" />
          {assign.isPending ? 'Adicionando...' : 'Adicionar'}
        </Button>
      </form>
    </div>
  );
}
