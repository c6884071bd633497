import { formTypeLabels, formTypes, type FormType } from '@panel/contract/api/forms';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCurrentUser } from '@/lib/current-user';
import { useCan } from '@/lib/use-can';
import { useUrlTab } from '@/lib/use-url-tab';
import { FormTab } from './components/form-tab';

export function FormQuestionsPage() {
  const { user } = useCurrentUser();
  // The tab lives in the URL, so a reload or a shared link opens the same form.
  const [tab, setTab] = useUrlTab<FormType>(formTypes, 'form');
  // Viewing needs only view_allowlists_questions (the route checks it); changing needs manage.
  const canManage = useCan('manage_allowlists_questions');
  if (!user) return null;

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Defina as perguntas dos formulários de whitelist, de inscrições para cargos e de apelações,
        e quando cada um aceita envios.
      </p>
      {!canManage ? (
        <p className="text-sm text-muted-foreground">
          Você pode ver os formulários, mas não alterá-los.
        </p>
      ) : null}
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          {formTypes.map((formType) => (
            <TabsTrigger key={formType} value={formType}>
              {formTypeLabels[formType]}
            </TabsTrigger>
          ))}
        </TabsList>
        {formTypes.map((formType) => (
          <TabsContent key={formType} value={formType}>
            <FormTab formType={formType} canManage={canManage} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
