import { Fragment } from 'react';
import { ChannelName, MemberName, RoleName } from '@/components/discord-names';
import { useGameServerName, useProductName } from '../api/get-names';
import type { AuditValuePart } from '../audit-diff';

/** A recorded value, the ids in it by name (the id on hover). */
export function AuditValue({ parts }: { parts: readonly AuditValuePart[] }) {
  return parts.map((part, index) =>
    part.kind === 'text' ? (
      <Fragment key={index}>{part.text}</Fragment>
    ) : (
      <RefName key={index} part={part} />
    ),
  );
}

type RefPart = Extract<AuditValuePart, { kind: 'ref' }>;

function RefName({ part }: { part: RefPart }) {
  const { ref, id, name } = part;
  // The entry named it when it was written: that name, not today's.
  if (name !== null) return <Named id={id} name={name} />;
  switch (ref) {
    case 'member':
      return <MemberName id={id} />;
    case 'role':
      return <RoleName id={id} />;
    case 'channel':
      return <ChannelName id={id} />;
    case 'gameServer':
      return <GameServerName id={id} />;
    case 'product':
      return <ProductName id={id} />;
  }
}

function Named({ id, name }: { id: string; name: string | undefined }) {
  if (name === undefined) return <span className="font-mono text-xs">{`#${id}`}</span>;
  return (
    <span className="font-medium" title={`ID ${id}`}>
      {name}
    </span>
  );
}

function GameServerName({ id }: { id: string }) {
  return <Named id={id} name={useGameServerName(id)} />;
}

function ProductName({ id }: { id: string }) {
  return <Named id={id} name={useProductName(id)} />;
}
