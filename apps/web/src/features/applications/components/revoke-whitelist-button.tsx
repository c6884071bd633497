import { ShieldOff } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useOpenedOnce } from '@/lib/use-opened-once';
import type { ApplicationKind } from '../application-kinds';
import type { ReviewedApplication } from '../api/get-applications';

// The dialog (Radix's dialog, the reason form, the mutation) loads when first opened: most
// visits to a review page never revoke anything.
const RevokeWhitelistDialog = lazy(async () => ({
  default: (await import('./revoke-whitelist-dialog')).RevokeWhitelistDialog,
}));

/** "Revogar whitelist" on an approved whitelist, with the reason the member reads. */
export function RevokeWhitelistButton({
  kind,
  application,
}: {
  kind: ApplicationKind;
  application: ReviewedApplication;
}) {
  const [open, setOpen] = useState(false);
  const used = useOpenedOnce(open);
  return (
    <>
      <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)}>
        <ShieldOff aria-hidden="true" />
        Revogar whitelist
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <RevokeWhitelistDialog
            kind={kind}
            application={application}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </>
  );
}
