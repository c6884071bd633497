import { Bot, LoaderCircle, Paperclip } from 'lucide-react';
import { Fragment } from 'react';
import type { TranscriptMessage } from '@panel/contract/api/tickets';
import { DateTime } from '@/components/date-time';
import { MemberName } from '@/components/discord-names';
import { DiscordText, parseDiscordText } from '@/components/discord-text';
import { ErrorState } from '@/components/error-state';
import { UserAvatar } from '@/components/ui/avatar';
import { Skeleton } from '@/components/ui/skeleton';
import { useTicketTranscript, type TranscriptReader } from '../api/get-ticket-transcript';

const mentionClass = 'rounded-sm bg-primary/10 px-0.5 font-medium text-primary';
const unnamedMention = { user: '@membro', role: '@cargo', channel: '#canal' } as const;

/**
 * Message text for a member, who may not read the server's catalog: mentions the server did
 * not already write as names are drawn as Discord draws unknown ones, never as `<@…>` markup.
 */
function MemberViewText({ content }: { content: string }) {
  return (
    <>
      {parseDiscordText(content).map((part, index) => {
        const key = `${index}`;
        if (part.kind === 'text') return <Fragment key={key}>{part.text}</Fragment>;
        return (
          <span key={key} className={mentionClass}>
            {part.kind === 'everyone' ? part.text : unnamedMention[part.kind]}
          </span>
        );
      })}
    </>
  );
}

function TranscriptLine({
  message,
  reader,
}: {
  message: TranscriptMessage;
  reader: TranscriptReader;
}) {
  const staff = reader === 'staff';
  return (
    <li className="flex gap-3 py-2">
      <UserAvatar
        name={message.authorName}
        src={message.authorAvatarUrl}
        className="mt-0.5 size-8 shrink-0"
      />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          {/* Staff see the author as the server knows them now, their id on hover. */}
          {staff ? (
            <MemberName id={message.authorId} fallback={message.authorName} />
          ) : (
            <span className="font-medium">{message.authorName}</span>
          )}
          {message.bot ? (
            <span className="inline-flex items-center gap-1 rounded bg-primary/10 px-1.5 text-xs text-primary">
              <Bot aria-hidden="true" className="size-3" />
              bot
            </span>
          ) : null}
          <DateTime value={message.at} className="text-xs text-muted-foreground" />
        </p>
        {message.content ? (
          <p className="mt-0.5 text-sm whitespace-pre-wrap wrap-anywhere">
            {staff ? (
              <DiscordText content={message.content} />
            ) : (
              <MemberViewText content={message.content} />
            )}
          </p>
        ) : null}
        {message.attachments.length > 0 ? (
          <ul className="mt-1 grid gap-0.5 text-xs text-muted-foreground">
            {message.attachments.map((name, index) => (
              <li key={`${name}-${index}`} className="flex items-center gap-1 wrap-anywhere">
                <Paperclip aria-hidden="true" className="size-3 shrink-0" />
                {name}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

interface TicketTranscriptProps {
  ticketId: string;
  reader: TranscriptReader;
  /** The ticket was just decided: its channel is being closed and the conversation saved. */
  waiting?: boolean;
}

/**
 * The conversation of a closed ticket's Discord channel, saved before the channel was deleted:
 * loading, failed and empty states included, and the wait while the bot saves it.
 */
export function TicketTranscript({ ticketId, reader, waiting = false }: TicketTranscriptProps) {
  const transcript = useTicketTranscript(ticketId, reader, waiting);
  if (transcript.stillSaving) {
    return (
      <p role="status" className="flex items-center gap-2 py-2 text-sm text-muted-foreground">
        <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin" />O bot está
        encerrando o canal e guardando a conversa; a transcrição aparece aqui em instantes.
      </p>
    );
  }
  if (transcript.isPending) {
    return (
      <div aria-busy="true" aria-label="Carregando a conversa" className="grid gap-3 py-2">
        {[0, 1, 2].map((index) => (
          <div key={index} className="flex gap-3">
            <Skeleton className="size-8 rounded-full" />
            <div className="grid flex-1 gap-1.5">
              <Skeleton className="h-3.5 w-32" />
              <Skeleton className="h-3.5 w-full" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (transcript.isError) {
    return (
      <ErrorState
        message={transcript.error.message || 'Erro ao carregar a conversa.'}
        onRetry={() => void transcript.refetch()}
        retrying={transcript.isFetching}
        className="py-4"
      />
    );
  }
  const { messages, truncated, unsaved } = transcript.data;
  if (unsaved !== null) return <p className="text-sm text-muted-foreground">{unsaved}</p>;
  if (messages.length === 0) {
    return <p className="text-sm text-muted-foreground">Ninguém escreveu no canal do ticket.</p>;
  }
  return (
    <div className="grid gap-1">
      {truncated ? (
        <p className="text-xs text-muted-foreground">
          Só as últimas {messages.length} mensagens foram guardadas.
        </p>
      ) : null}
      <ol aria-label="Conversa do ticket" className="divide-y">
        {messages.map((message) => (
          <TranscriptLine key={message.id} message={message} reader={reader} />
        ))}
      </ol>
    </div>
  );
}
