import { Eye } from 'lucide-react';
import type { MemberTag } from '@panel/contract/api/members';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/**
 * A tag as a chip of its colour (a tinted ground and a dot, the text in the theme's colour so it
 * reads in light and dark). A watch tag is drawn as a warning: staff are told at the member's
 * next application and join.
 */
export function MemberTagChip({ tag, className }: { tag: MemberTag; className?: string }) {
  if (tag.watch) {
    return (
      <Badge
        variant="warning"
        className={cn('max-w-full', className)}
        title={`${tag.name}: em observação`}
      >
        <Eye aria-hidden="true" />
        <span className="truncate">{tag.name}</span>
        <span className="sr-only">(em observação)</span>
      </Badge>
    );
  }
  return (
    <Badge
      variant="outline"
      className={cn('max-w-full', className)}
      style={{ backgroundColor: `${tag.color}1f`, borderColor: `${tag.color}80` }}
    >
      <span
        aria-hidden="true"
        className="size-2 shrink-0 rounded-full"
        style={{ backgroundColor: tag.color }}
      />
      <span className="truncate">{tag.name}</span>
    </Badge>
  );
}
