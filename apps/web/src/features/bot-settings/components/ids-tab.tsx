import {
  botSettingGroupLabels,
  botSettingGroups,
  type BotCatalog,
  type BotSettingGroup,
  type BotSettingsView,
} from '@panel/contract/api/bot-settings';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useGuildCatalog } from '@/lib/guild-catalog';
import type { IdsForm } from '../use-ids-form';
import { CatalogNotice } from './catalog-notice';
import { SaveBar } from './save-bar';
import { SettingField } from './setting-field';

const groupDescriptions: Record<BotSettingGroup, string> = {
  roles: 'Cargos que o bot dá e tira, e os que reconhecem a equipe.',
  applicationRoles: 'O cargo de whitelist pendente e o cargo que cada inscrição aprovada dá.',
  channels: 'Onde o bot publica os registros. "Testar" confere se ele consegue escrever ali.',
  categories: 'Onde o bot cria os canais privados de cada ticket.',
};

interface IdsTabProps {
  view: BotSettingsView;
  form: IdsForm;
  canManage: boolean;
}

/** "IDs Discord": the bot's roles, channels and categories, in the four groups. */
export function IdsTab({ view, form, canManage }: IdsTabProps) {
  const catalog = useGuildCatalog();
  const usable: BotCatalog | null = catalog.data?.synced ? catalog.data : null;

  return (
    <form
      noValidate
      aria-label="IDs Discord"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (canManage && form.changedCount > 0 && !form.saving) form.save();
      }}
    >
      {canManage ? null : (
        <p className="text-sm text-muted-foreground">
          Você pode ver os IDs configurados, mas não alterá-los.
        </p>
      )}
      <CatalogNotice catalog={catalog} />
      {(Object.keys(botSettingGroups) as BotSettingGroup[]).map((group) => (
        <Card key={group} className="gap-4">
          <CardHeader>
            <CardTitle>{botSettingGroupLabels[group]}</CardTitle>
            <CardDescription>{groupDescriptions[group]}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-x-6 gap-y-5 md:grid-cols-2">
            {botSettingGroups[group].map((key) => (
              <SettingField
                key={key}
                settingKey={key}
                value={form.value(key)}
                onChange={canManage ? (value) => form.change(key, value) : undefined}
                catalog={usable}
                messages={form.messages[key] ?? []}
                skipped={view.skipped[key] ?? 0}
              />
            ))}
          </CardContent>
        </Card>
      ))}
      {canManage ? <SaveBar form={form} label="Salvar IDs" placement="floating" /> : null}
    </form>
  );
}
