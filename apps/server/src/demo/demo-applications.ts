import type { Transaction } from '../db/client';
import { applications, type ApplicationStatus } from '../db/schema/applications';
import { rejectionReasons } from '../db/schema/rejection-reasons';
import { users } from '../db/schema/users';
import { demoApplicants } from '@panel/discord-local/community-members';
import { seedDemoHistory } from './demo-history';
import { pickWith, sequence } from './demo-random';

const experiences = [
  'Jogo RP há dois anos, principalmente como policial e mecânico.',
  'Fui líder de facção em outro servidor por oito meses.',
  'Sou novo no RP, mas assisto streams e conheço as regras básicas.',
  'Já participei de eventos de cidade e gosto de personagens civis.',
];
const reasons = [
  'Quero fazer parte de uma comunidade organizada e com boa staff.',
  'Amigos meus jogam aqui e recomendaram o servidor.',
  'Procuro um servidor sério para desenvolver a história do meu personagem.',
];
const insertionRoles = ['developer', 'designer', 'influencer', 'modeler3d', 'socialMedia'];

/** A whitelist's first step and answers, as the wizard stores them (the demo's older shape). */
export function demoWhitelistFields(username: string, random: () => number) {
  return {
    identity: {
      discordUsername: username,
      walletAddress: `0x${Math.floor(random() * 16 ** 10)
        .toString(16)
        .padStart(10, '0')}`,
      socialMedia: null,
    },
    // Keyed by question text: the older answer shape, which readers still accept.
    answers: {
      Experiência: pickWith(random, experiences),
      'Por que você quer entrar?': pickWith(random, reasons),
    },
  };
}

/**
 * Applicants spread over the last two weeks, in every state, for the demo: the local Discord's
 * applicants (`demoApplicants`), whose roles there match the state of their requests.
 */
export async function seedDemoApplications(
  tx: Transaction,
  reviewer: { id: string; name: string },
): Promise<void> {
  const random = sequence(42);
  const now = Date.now();
  const hour = 3_600_000;

  await tx.insert(users).values(
    demoApplicants.map((applicant) => ({
      id: applicant.id,
      username: applicant.username,
      displayName: applicant.globalName,
    })),
  );

  const whitelist = await tx
    .insert(applications)
    .values(
      demoApplicants.map((applicant) => {
        const createdAt = new Date(now - Math.floor(random() * 13 * 24 + 1) * hour);
        const status: ApplicationStatus = applicant.whitelist;
        const decided = status !== 'pending';
        const decidedAt = decided
          ? new Date(Math.min(now - hour / 2, createdAt.getTime() + (2 + random() * 30) * hour))
          : null;
        return {
          form: 'whitelist' as const,
          userId: applicant.id,
          username: applicant.globalName,
          ...demoWhitelistFields(applicant.username, random),
          status,
          createdAt,
          decidedAt,
          decidedById: decided ? reviewer.id : null,
          decidedByName: decided ? reviewer.name : null,
          decidedVia: decided ? ('panel' as const) : null,
          decisionReason:
            status === 'rejected'
              ? 'Respostas muito curtas; tente novamente com mais detalhes.'
              : null,
        };
      }),
    )
    .returning();

  const insertions = await tx
    .insert(applications)
    .values(
      demoApplicants.slice(0, 6).map((applicant, index) => ({
        form: 'insertion' as const,
        userId: applicant.id,
        username: applicant.globalName,
        roleName: insertionRoles[index % insertionRoles.length] ?? 'developer',
        answers: {
          Portfólio: 'https://exemplo.com/portfolio',
          'Disponibilidade semanal': '10 horas',
        },
        status: 'pending' as const,
        createdAt: new Date(now - (index + 1) * 7 * hour),
      })),
    )
    .returning();
  await seedDemoHistory(tx, [...whitelist, ...insertions]);
  await tx
    .insert(rejectionReasons)
    .values([
      ...demoRejectionReasons.whitelist.map((text) => ({ form: 'whitelist' as const, text })),
      ...demoRejectionReasons.insertion.map((text) => ({ form: 'insertion' as const, text })),
      ...demoRejectionReasons.appeal.map((text) => ({ form: 'appeal' as const, text })),
    ]);
}

/** The reasons reviewers pick from when rejecting, as a community would keep them. */
export const demoRejectionReasons = {
  whitelist: [
    'Respostas muito curtas; tente novamente com mais detalhes.',
    'A história do personagem não combina com o servidor.',
    'Faltou mostrar que conhece as regras de RP.',
  ],
  insertion: [
    'O portfólio não mostra trabalhos suficientes para o cargo.',
    'A disponibilidade informada é menor que a que o cargo pede.',
  ],
  appeal: [
    'As provas da blacklist mostram a infração; a decisão fica mantida.',
    'A apelação não traz nada novo sobre a decisão.',
  ],
};
