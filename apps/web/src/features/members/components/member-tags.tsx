import { Eye, Tags } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { MemberTag } from '@panel/contract/api/members';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { MemberTagChip } from './member-tag-chip';

// The picker, and the tag list's management, load when first opened.
const MemberTagsDialog = lazy(async () => ({
  default: (await import('./member-tags-dialog')).MemberTagsDialog,
}));

interface MemberTagsProps {
  discordId: string;
  name: string;
  tags: MemberTag[];
}

/** The member's tags as chips, "Em observação" first when a watch tag is among them. */
export function MemberTags({ discordId, name, tags }: MemberTagsProps) {
  const [open, setOpen] = useState(false);
  const used = useOpenedOnce(open);
  const watched = tags.some((tag) => tag.watch);
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {watched ? (
        <Badge variant="warning" className="uppercase">
          <Eye aria-hidden="true" />
          Em observação
        </Badge>
      ) : null}
      {tags.length > 0 ? (
        <ul aria-label="Etiquetas" className="flex max-w-full flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li key={tag.id} className="flex max-w-full">
              <MemberTagChip tag={tag} />
            </li>
          ))}
        </ul>
      ) : null}
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="h-7 px-2 text-muted-foreground"
        onClick={() => setOpen(true)}
      >
        <Tags aria-hidden="true" />
        {tags.length === 0 ? 'Adicionar etiqueta' : 'Etiquetas'}
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <MemberTagsDialog
            open={open}
            onOpenChange={setOpen}
            discordId={discordId}
            name={name}
            current={tags}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
