import { DateTime } from '@/components/date-time';

/** " por Ana Souza em 05/12/2026 10:00", after a decision's word; each part only when known. */
export function ByWhomWhen({ by, at }: { by: string | null; at: string | null }) {
  return (
    <>
      {by ? (
        <>
          {' por '}
          <span className="font-medium">{by}</span>
        </>
      ) : null}
      {at ? (
        <>
          {' em '}
          <DateTime value={at} />
        </>
      ) : null}
    </>
  );
}
