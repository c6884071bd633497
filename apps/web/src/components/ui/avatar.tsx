import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';

/** "Ana Souza" -> "AS"; "bruno" -> "BR". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return (words[0] ?? '').slice(0, 2).toUpperCase();
  return `${words[0]?.[0] ?? ''}${words[words.length - 1]?.[0] ?? ''}`.toUpperCase();
}

interface UserAvatarProps {
  name: string;
  src?: string | null;
  className?: string;
}

/** A round picture with the name's initials when there is none or it fails to load. */
export function UserAvatar({ name, src, className }: UserAvatarProps) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={cn('relative flex size-8 shrink-0 overflow-hidden rounded-full', className)}
    >
      {src ? (
        <AvatarPrimitive.Image src={src} alt="" className="aspect-square size-full object-cover" />
      ) : null}
      <AvatarPrimitive.Fallback
        delayMs={src ? 400 : 0}
        className="flex size-full items-center justify-center rounded-full bg-primary/15 text-[0.8em] font-semibold text-primary select-none"
      >
        {initialsOf(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
