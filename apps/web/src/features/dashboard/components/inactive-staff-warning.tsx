import type { InactiveStaffMember } from '@panel/contract/api/team-accountability';
import { inactiveDaysText } from '@panel/contract/api/team-accountability-values';
import { WarningLink } from './warning-link';

/** Where the team's figures are: each one's last activity beside their work. */
const teamHref = '/team';

/** The most names the warning lists; the rest are counted. */
const shownNames = 5;

function headline(count: number): string {
  return count === 1
    ? '1 membro da equipe está sem atividade'
    : `${count} membros da equipe estão sem atividade`;
}

/**
 * Staff quiet for the team's inactivity days or more, the quietest first, linking to the team's
 * figures (docs/decisions/2026-12-05-team-accountability.md).
 */
export function InactiveStaffWarning({ staff }: { staff: InactiveStaffMember[] }) {
  const rest = staff.length - shownNames;
  return (
    <WarningLink to={teamHref}>
      <span className="grid flex-1 gap-1">
        <span className="font-medium">{headline(staff.length)}</span>
        <span className="grid gap-0.5">
          {staff.slice(0, shownNames).map((person) => (
            <span key={person.staffId}>
              {person.name}: {inactiveDaysText(person.inactiveDays)}
            </span>
          ))}
          {rest > 0 ? <span>e mais {rest}</span> : null}
        </span>
      </span>
    </WarningLink>
  );
}
