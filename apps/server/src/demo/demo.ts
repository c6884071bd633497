import { count } from 'drizzle-orm';
import { demoIdentities } from '@panel/discord-local/identities';
import type { Database } from '../db/client';
import { formQuestions } from '../db/schema/forms';
import { users } from '../db/schema/users';
import { saveBotSettings } from '../modules/bot-settings';
import { savePointsPerMinute } from '../modules/store';
import type { FileStorage } from '../storage/file-storage';
import { withStoredImages } from '../storage/store-images';
import { seedDemoApplications } from './demo-applications';
import { seedDemoAppeals } from './demo-appeals';
import { demoEvidenceImages, seedDemoBlacklist } from './demo-blacklist';
import { demoBotSettings } from './demo-bot-settings';
import { seedDemoCalls } from './demo-calls';
import { seedDemoCommunityHistory } from './demo-community';
import { seedDemoGame } from './demo-game';
import { seedDemoMembers } from './demo-members';
import { seedDemoStaffRoles } from './demo-staff-roles';
import { seedDemoStore } from './demo-store';
import { seedDemoTeamHistory } from './demo-team';
import { seedDemoTriage } from './demo-triage';
import { seedDemoCodesAndTickets } from './demo-tickets';

const day = 86_400_000;
/** The days the demo's history covers (`demo-team.ts`, `demo-community.ts`). */
const historyDays = 90;

export interface DemoSeedOptions {
  /**
   * The last 90 days: the staff's (`demo-team.ts`) and the community's store sales and players
   * online (`demo-community.ts`). On in demo mode; test apps ask for it, since it changes what
   * the demo's staff did (docs/decisions/2026-12-05-demo-team-history.md).
   */
  teamHistory: boolean;
  /**
   * The whitelist's graded rules quiz and the role applications' two votes (`demo-triage.ts`).
   * On in demo mode; test apps ask for it, since it adds required questions to the whitelist.
   */
  triage: boolean;
}

/**
 * Demo data for demo mode, written once on the first start of an empty
 * database, so that every screen has something to show. Every member it names is a member of
 * the local Discord (`@panel/discord-local/community-members`), so staff actions on it are delivered.
 * The blacklist's evidence images go to the file storage first, and are deleted again if the
 * data cannot be written.
 */
export async function seedDemoIfEmpty(
  db: Database,
  storage: FileStorage,
  options: DemoSeedOptions = { teamHistory: true, triage: true },
): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(users);
  if ((row?.total ?? 0) > 0) return false;
  const reviewer = demoIdentities[1];
  if (!reviewer) throw new Error('the demo identities have no reviewer');
  const decidedBy = { id: reviewer.id, name: reviewer.globalName };
  const images = await demoEvidenceImages();
  await withStoredImages(storage, images, (stored) =>
    db.transaction(async (tx) => {
      await tx.insert(users).values(
        demoIdentities
          .filter((identity) => identity.inGuild)
          .map((identity) => ({
            id: identity.id,
            username: identity.username,
            displayName: identity.globalName,
            roleName: identity.panelRole,
          })),
      );
      // The simulated Discord server's roles and channels, so decisions have their effects.
      await saveBotSettings(tx, demoBotSettings);
      // The demo role applications answer these.
      await tx.insert(formQuestions).values([
        { formType: 'insertion', text: 'Portfólio', required: true, type: 'text', position: 1 },
        {
          formType: 'insertion',
          text: 'Disponibilidade semanal',
          description: 'Quantas horas por semana você pode dedicar ao cargo?',
          required: true,
          type: 'text',
          position: 2,
        },
      ]);
      await seedDemoApplications(tx, decidedBy);
      if (options.triage) await seedDemoTriage(tx, decidedBy);
      await seedDemoCodesAndTickets(tx, decidedBy);
      const applicants = await tx.select().from(users);
      const names = new Map(applicants.map((user) => [user.id, user.displayName ?? user.username]));
      await seedDemoBlacklist(tx, stored, decidedBy, names);
      await seedDemoAppeals(tx, decidedBy);
      // The demo community pays 5 points a minute in voice, so its members can redeem something.
      await savePointsPerMinute(tx, 5);
      // With the history, the regulars' voice time goes back as far: their purchases spend it.
      await seedDemoCalls(tx, new Date(), options.teamHistory ? historyDays : 30);
      await seedDemoStore({ db: tx, storage, staff: decidedBy });
      // With a history, the staff were named before it began.
      await seedDemoStaffRoles(
        tx,
        options.teamHistory ? new Date(Date.now() - 100 * day) : undefined,
      );
      await seedDemoMembers(tx, decidedBy);
      // A game server with the last days' joins: the member's file's game sections and shared signals.
      await seedDemoGame(tx);
      if (options.teamHistory) {
        const shifts = await seedDemoTeamHistory(tx);
        await seedDemoCommunityHistory(tx, shifts);
      }
    }),
  );
  return true;
}
