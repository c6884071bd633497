import { Check } from 'lucide-react';
import {
  memberEventKindLabels,
  memberEventKinds,
  type MemberEventKind,
} from '@panel/contract/api/member-values';
import { cn } from '@/lib/cn';
import type { TimelineKinds } from '../use-timeline-kinds';

const chipClass =
  'inline-flex h-7 items-center gap-1 rounded-full border px-2.5 text-xs font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 pointer-coarse:h-9';

function Chip({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        chipClass,
        pressed
          ? 'border-primary bg-primary text-primary-foreground'
          : 'bg-background text-muted-foreground hover:bg-accent hover:text-accent-foreground',
      )}
    >
      {pressed ? <Check aria-hidden="true" className="size-3" /> : null}
      {children}
    </button>
  );
}

/** The timeline's kinds as chips: several at once, or "Todos". */
export function TimelineFilter({ filter }: { filter: TimelineKinds }) {
  const { kinds, toggle, clear } = filter;
  return (
    <div role="group" aria-label="Tipos de acontecimento" className="flex flex-wrap gap-1.5">
      <Chip pressed={kinds.length === 0} onClick={clear}>
        Todos
      </Chip>
      {memberEventKinds.map((kind: MemberEventKind) => (
        <Chip key={kind} pressed={kinds.includes(kind)} onClick={() => toggle(kind)}>
          {memberEventKindLabels[kind]}
        </Chip>
      ))}
    </div>
  );
}
