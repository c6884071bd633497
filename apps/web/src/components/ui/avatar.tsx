import { useEffect, useLayoutEffect, useState } from 'react';
import { cn } from '@/lib/cn';

/** "Ana Souza" -> "AS"; "bruno" -> "BR". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return (words[0] ?? '').slice(0, 2).toUpperCase();
  return `${words[0]?.[0] ?? ''}${words[words.length - 1]?.[0] ?? ''}`.toUpperCase();
}

type LoadingStatus = 'idle' | 'loading' | 'loaded' | 'error';

function statusOf(image: HTMLImageElement): LoadingStatus {
  if (!image.complete) return 'loading';
  return image.naturalWidth > 0 ? 'loaded' : 'error';
}

/** Whether the picture at `src` has loaded, tried off-screen before it is shown (as Radix's). */
function useImageStatus(src: string | null | undefined): LoadingStatus {
  const [status, setStatus] = useState<LoadingStatus>('idle');
  useLayoutEffect(() => {
    if (!src) return;
    const image = new window.Image();
    const settle = () => setStatus(statusOf(image));
    const fail = () => setStatus('error');
    image.addEventListener('load', settle);
    image.addEventListener('error', fail);
    image.src = src;
    settle();
    return () => {
      image.removeEventListener('load', settle);
      image.removeEventListener('error', fail);
      setStatus('idle');
    };
  }, [src]);
  return status;
}

/** False until `delayMs` has passed, so a picture that loads quickly never flashes initials. */
function useDelayPassed(delayMs: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setPassed(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return passed;
}

interface UserAvatarProps {
  name: string;
  src?: string | null;
  className?: string;
}

/**
 * A round picture with the name's initials when there is none or it fails to load. It draws
 * what Radix's Avatar drew (the picture only once loaded, the initials after 400 ms while it
 * loads), without Radix: the shell shows it on a member's first visit.
 */
export function UserAvatar({ name, src, className }: UserAvatarProps) {
  const status = useImageStatus(src);
  const showInitials = useDelayPassed(src ? 400 : 0);
  const loaded = Boolean(src) && status === 'loaded';
  return (
    <span
      data-slot="avatar"
      className={cn('relative flex size-8 shrink-0 overflow-hidden rounded-full', className)}
    >
      {loaded ? (
        <img src={src ?? undefined} alt="" className="aspect-square size-full object-cover" />
      ) : null}
      {showInitials && !loaded ? (
        <span className="flex size-full items-center justify-center rounded-full bg-primary/15 text-[0.8em] font-semibold text-primary select-none">
          {initialsOf(name)}
        </span>
      ) : null}
    </span>
  );
}
