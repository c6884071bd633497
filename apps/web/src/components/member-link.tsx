import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { memberFilePath } from '@panel/contract/api/member-values';
import { snowflakePattern } from '@panel/contract/constants';
import { cn } from '@/lib/cn';
import { useCan } from '@/lib/use-can';

interface MemberLinkProps {
  /** The member's Discord id. */
  id: string;
  className?: string;
  title?: string;
  children: ReactNode;
}

/** A name without a link. */
export function PlainName({ className, title, children }: MemberLinkProps) {
  return (
    <span className={className} title={title}>
      {children}
    </span>
  );
}

/**
 * A member's name leading to their file ("Ficha do membro") for a viewer who may open it
 * (`view_members`), in the text's own colour, underlined on hover; plain text for anyone else,
 * and for an id that is no Discord id. Never inside another link or a button (`MemberName`'s
 * `link={false}` there).
 */
export function MemberLink(props: MemberLinkProps) {
  const canOpen = useCan('view_members');
  const { id, className, title, children } = props;
  if (!canOpen || !snowflakePattern.test(id)) return <PlainName {...props} />;
  return (
    <Link
      href={memberFilePath(id)}
      title={title}
      className={cn(
        'rounded-sm decoration-muted-foreground/60 underline-offset-2 outline-none hover:underline focus-visible:underline focus-visible:ring-2 focus-visible:ring-ring/50',
        className,
      )}
    >
      {children}
    </Link>
  );
}
