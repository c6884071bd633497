import { useState, type FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import { toast } from '@/lib/toast';
import { snowflakePattern } from '@panel/contract/constants';
import { panelRoleNames, type PanelRoleName } from '@panel/contract/permissions';
import { EnumSelect } from '@/components/enum-select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { roleLabels } from '@/lib/role-labels';
import { useAssignRole } from '../api/assign-role';

export function AddStaffForm() {
  const assign = useAssignRole();
  const [discordId, setDiscordId] = useState('');
  const [roleName, setRoleName] = useState<PanelRoleName | ''>('');
  const [idError, setIdError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const id = discordId.trim();
    if (!id || !roleName) {
      toast.error('Campos obrigatórios', {
        description: 'Por favor, preencha todos os campos.',
      });
      return;
    }
    if (!snowflakePattern.test(id)) {
      setIdError('Informe um ID do Discord válido (17 a 20 dígitos).');
      return;
    }
    setIdError(null);
    assign.mutate(
      { discordId: id, roleName },
      {
        onSuccess: () => {
          setDiscordId('');
          setRoleName('');
        },
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Adicionar membro da equipe"
      className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
    >
      <div className="grid gap-2">
        <Label htmlFor="staff-discord-id">ID do Discord</Label>
        <Input
          id="staff-discord-id"
          inputMode="numeric"
          autoComplete="off"
          placeholder="123456789012345678"
          value={discordId}
          aria-invalid={idError ? true : undefined}
          aria-describedby={idError ? 'staff-discord-id-error' : undefined}
          onChange={(event) => {
            setDiscordId(event.target.value);
            if (idError) setIdError(null);
          }}
        />
        {idError ? (
          <p id="staff-discord-id-error" className="text-xs text-destructive">
            {idError}
          </p>
        ) : null}
      </div>
      <EnumSelect
        id="staff-role"
        label="Cargo"
        values={panelRoleNames}
        labels={roleLabels}
        placeholder="Selecione um cargo"
        value={roleName}
        onChange={setRoleName}
      />
      <Button type="submit" disabled={assign.isPending}>
        <UserPlus aria-hidden="true" />
        {assign.isPending ? 'Adicionando...' : 'Adicionar'}
      </Button>
    </form>
  );
}
