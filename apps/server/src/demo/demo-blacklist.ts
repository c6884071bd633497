import type { BlacklistType } from '@panel/contract/api/blacklist';
import type { Transaction } from '../db/client';
import { auditLog } from '../db/schema/audit';
import { blacklistEntries, blacklistEvidence } from '../db/schema/blacklist';
import {
  communityMembers,
  demoBlacklistedApplicantId,
  demoBlacklistedRegularIds,
  demoListedPlayers,
} from '@panel/discord-local/community-members';
import { entryAddedDetails } from '../modules/blacklist';
import { intakeImage, type CleanImage } from '../storage/image-intake';
import type { StoredImage } from '../storage/store-images';

const hour = 3_600_000;
const day = 24 * hour;

const reasons = [
  'Uso de programas de trapaça (aimbot) em ação policial.',
  'Ameaças e ofensas a outros jogadores no canal de voz.',
  'Duplicação de dinheiro explorando um bug do inventário.',
  'Anti-RP recorrente após três advertências.',
  'Venda de itens do servidor por dinheiro real.',
  'Divulgação de dados pessoais de outro membro.',
  'Invasão de conta de outro jogador.',
  'Metagaming combinado com uma facção rival.',
];

interface DemoEntry {
  type: BlacklistType;
  target: string;
  name: string | null;
  expiresInDays?: number;
  removed?: boolean;
}

const communityName = (id: string) =>
  communityMembers.find((member) => member.id === id)?.globalName ?? null;

const { cheater, seller, repentant } = demoListedPlayers;

/**
 * Players (every one a member of the local guild, with the Blacklist role while listed), servers,
 * one removed entry.
 */
const demoEntries: DemoEntry[] = [
  ...demoBlacklistedRegularIds.map((id, i) => ({
    type: 'player' as const,
    target: id,
    name: communityName(id),
    ...(i === 1 && { expiresInDays: 7 }),
  })),
  // The demo applicant whose review_blacklist ticket is pending (demo-tickets.ts).
  { type: 'player', target: demoBlacklistedApplicantId, name: null },
  { type: 'player', target: cheater.id, name: cheater.username, expiresInDays: 30 },
  { type: 'player', target: seller.id, name: seller.username },
  { type: 'server', target: '920000000000000001', name: null },
  { type: 'server', target: '920000000000000002', name: null },
  { type: 'server', target: '920000000000000003', name: null },
  { type: 'server', target: '920000000000000004', name: null },
  { type: 'player', target: repentant.id, name: repentant.username, removed: true },
];

const colours = ['#1e3a8a', '#7c2d12', '#14532d', '#581c87', '#831843', '#134e4a', '#3f3f46'];

/** A small picture of coloured shapes, no text: something for the evidence viewer to show. */
async function drawEvidence(index: number): Promise<Buffer> {
  const background = colours[index % colours.length] ?? '#000';
  const accent = colours[(index + 3) % colours.length] ?? '#fff';
  const x = 80 + ((index * 53) % 300);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270">
    <rect width="480" height="270" fill="${background}"/>
    <circle cx="${x}" cy="120" r="64" fill="${accent}"/>
    <rect x="${400 - x}" y="150" width="150" height="80" rx="14" fill="#f8fafc" opacity="0.7"/>
  </svg>`;
  // Loaded when the demo is seeded, not at every start.
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).png().toBuffer();
}

let drawn: Promise<CleanImage[]> | null = null;

/** The demo's evidence images, drawn once per process and taken in like an upload. */
export function demoEvidenceImages(): Promise<CleanImage[]> {
  drawn ??= Promise.all(
    Array.from({ length: 10 }, async (_, i) => {
      const intake = await intakeImage(`captura-${i + 1}.png`, await drawEvidence(i));
      if (!intake.ok) throw new Error(intake.message);
      return intake.image;
    }),
  );
  return drawn;
}

/** How many images each entry gets, in order (the rest get none). */
const evidenceCounts = [3, 2, 1, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 0, 1];

/** The demo's blacklist with the stored images, and the audit entries it would have left. */
export async function seedDemoBlacklist(
  tx: Transaction,
  images: readonly StoredImage[],
  staff: { id: string; name: string },
  names: Map<string, string>,
): Promise<void> {
  const now = Date.now();
  const queue = [...images];
  for (const [i, demo] of demoEntries.entries()) {
    const createdAt = new Date(now - (i + 1) * 17 * hour);
    const [row] = await tx
      .insert(blacklistEntries)
      .values({
        type: demo.type,
        target: demo.target,
        reason: reasons[i % reasons.length] ?? 'Quebra das regras.',
        discordUsername: demo.name ?? names.get(demo.target) ?? null,
        addedById: staff.id,
        addedByName: staff.name,
        createdAt,
        expiresAt: demo.expiresInDays ? new Date(now + demo.expiresInDays * day) : null,
        ...(demo.removed && {
          removedAt: new Date(now - 2 * hour),
          removedById: staff.id,
          removedByName: staff.name,
          removedReason: 'Cumpriu o período combinado com a staff.',
          liftedBy: 'staff' as const,
        }),
      })
      .returning();
    if (!row) continue;
    const files = queue.splice(0, evidenceCounts[i] ?? 0);
    if (files.length > 0) {
      await tx.insert(blacklistEvidence).values(
        files.map((file) => ({
          entryId: row.id,
          storageKey: file.key,
          fileName: file.fileName,
          mimeType: file.mimeType,
          size: file.size,
          width: file.width,
          height: file.height,
          sha256: file.sha256,
          uploadedById: staff.id,
          uploadedByName: staff.name,
          createdAt,
        })),
      );
    }
    await tx.insert(auditLog).values({
      createdAt,
      actorId: staff.id,
      actorName: staff.name,
      actionType: 'create',
      action: 'blacklist.add',
      target: row.target,
      details: entryAddedDetails(row),
    });
  }
}
