import { ExternalLink } from 'lucide-react';
import { Link } from 'wouter';
import { memberEventKindLabels } from '@panel/contract/api/member-values';
import type { MemberEvent } from '@panel/contract/api/members';
import { DateTime } from '@/components/date-time';
import { MemberName } from '@/components/discord-names';
import { cn } from '@/lib/cn';
import { useCan } from '@/lib/use-can';

const toneDots: Record<MemberEvent['tone'], string> = {
  positive: 'bg-emerald-500',
  negative: 'bg-destructive',
  warning: 'bg-amber-500',
  neutral: 'bg-muted-foreground/50',
};

const toneTitles: Record<MemberEvent['tone'], string> = {
  positive: 'text-emerald-800 dark:text-emerald-300',
  negative: 'text-destructive',
  warning: 'text-amber-800 dark:text-amber-300',
  neutral: '',
};

function Actor({ actor }: { actor: NonNullable<MemberEvent['actor']> }) {
  return (
    <span>
      por{' '}
      {actor.id ? (
        <MemberName id={actor.id} fallback={actor.name} />
      ) : (
        <span className="font-medium">{actor.name}</span>
      )}
    </span>
  );
}

function Fields({ event }: { event: MemberEvent }) {
  return (
    <details className="group text-sm">
      <summary className="w-fit cursor-pointer text-xs font-medium text-primary underline-offset-4 hover:underline">
        {event.kind === 'application' ? 'Ver respostas' : 'Ver detalhes'}
      </summary>
      <dl className="mt-2 grid gap-2 rounded-lg border bg-muted/30 px-3 py-2">
        {event.fields.map((field, index) => (
          <div key={`${index}-${field.label}`} className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">{field.label}</dt>
            <dd className="wrap-anywhere whitespace-pre-wrap">{field.value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/**
 * Evidence thumbnails: the files are the blacklist's (`view_blacklist`); without it, how many
 * there are, not links that would be refused.
 */
function Images({ images }: { images: MemberEvent['images'] }) {
  const canOpen = useCan('view_blacklist');
  if (!canOpen) {
    return (
      <p className="text-xs text-muted-foreground">
        {images.length === 1 ? '1 arquivo de evidência' : `${images.length} arquivos de evidência`}{' '}
        (visíveis para quem vê a blacklist)
      </p>
    );
  }
  return (
    <ul aria-label="Provas" className="flex flex-wrap gap-2">
      {images.map((image) => (
        <li key={image.url}>
          <a
            href={image.url}
            target="_blank"
            rel="noreferrer"
            title={image.name}
            className="block size-16 overflow-hidden rounded-md border bg-muted outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <img
              src={image.url}
              alt={image.name}
              loading="lazy"
              className="size-full object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

function EventLink({ href, title }: { href: string; title: string }) {
  const className =
    'inline-flex w-fit items-center gap-1 text-xs font-medium text-primary underline-offset-4 hover:underline';
  if (href.startsWith('/')) {
    return (
      <Link href={href} className={className} aria-label={`Abrir: ${title}`}>
        Abrir
        <ExternalLink aria-hidden="true" className="size-3" />
      </Link>
    );
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className={className}
      aria-label={`Abrir: ${title}`}
    >
      Abrir
      <ExternalLink aria-hidden="true" className="size-3" />
    </a>
  );
}

/** One thing that happened: when, what (in its tone's colour), who did it, and its details. */
export function TimelineEvent({ event }: { event: MemberEvent }) {
  return (
    <li className="grid gap-1.5 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <p className={cn('flex min-w-0 items-baseline gap-2 font-medium', toneTitles[event.tone])}>
          <span
            aria-hidden="true"
            className={cn('size-2.5 shrink-0 translate-y-px rounded-full', toneDots[event.tone])}
          />
          <span className="min-w-0 wrap-anywhere">{event.title}</span>
        </p>
        <DateTime value={event.at} className="shrink-0 text-xs text-muted-foreground" />
      </div>
      <div className="grid min-w-0 gap-1.5 pl-4.5">
        <p className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
          <span>{memberEventKindLabels[event.kind]}</span>
          {event.actor ? <Actor actor={event.actor} /> : null}
        </p>
        {event.detail ? (
          <p className="text-sm wrap-anywhere whitespace-pre-wrap">{event.detail}</p>
        ) : null}
        {event.fields.length > 0 ? <Fields event={event} /> : null}
        {event.images.length > 0 ? <Images images={event.images} /> : null}
        {event.href ? <EventLink href={event.href} title={event.title} /> : null}
      </div>
    </li>
  );
}
