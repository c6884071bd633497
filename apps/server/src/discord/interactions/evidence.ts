import { imageMessages, maxImageBytes } from '@panel/contract/constants';
import type { Attachment } from 'discord.js';
import { intakeImageStream, type CleanImage } from '../../storage/image-intake';
import { Answer } from './staff';

/** How long one file may take to download before the command gives up on it. */
const downloadTimeoutMs = 20_000;

/** Discord's file hosts: an attachment's URL anywhere else is not fetched. */
const discordFileHosts: readonly string[] = ['cdn.discordapp.com', 'media.discordapp.net'];

/**
 * A slash command's attachment as the panel keeps evidence
 * (docs/decisions/2026-11-28-decide-from-discord.md): fetched from Discord's file hosts only,
 * no redirects, within 20 s, read one byte past the 10 MiB limit at most, then checked and
 * re-encoded by the same intake as the panel's uploads (type from the bytes, metadata dropped).
 * A refusal is the intake's Portuguese message.
 */
export async function downloadEvidence(
  attachment: Pick<Attachment, 'name' | 'size' | 'url'>,
  /** Discord's own base (the local Discord serves its files there). */
  discordBase: string,
): Promise<CleanImage> {
  // Discord says the size: a file over the limit is refused before a byte is read.
  if (attachment.size > maxImageBytes) throw new Answer(imageMessages.tooLarge(attachment.name));
  let url: URL;
  try {
    url = new URL(attachment.url);
  } catch {
    throw new Answer(`Não foi possível baixar ${attachment.name} do Discord.`);
  }
  // Discord's CDN over HTTPS, or Discord's own origin (the local Discord's, over HTTP too).
  const cdn = url.protocol === 'https:' && discordFileHosts.includes(url.hostname);
  if (!cdn && url.origin !== new URL(discordBase).origin) {
    throw new Answer(`Não foi possível baixar ${attachment.name} do Discord.`);
  }
  let response: Response;
  try {
    response = await fetch(url, {
      redirect: 'error',
      signal: AbortSignal.timeout(downloadTimeoutMs),
    });
  } catch {
    throw new Answer(`Não foi possível baixar ${attachment.name} do Discord. Tente de novo.`);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new Answer(`Não foi possível baixar ${attachment.name} do Discord. Tente de novo.`);
  }
  let intake;
  try {
    intake = await intakeImageStream(attachment.name, response.body);
  } catch {
    throw new Answer(`Não foi possível baixar ${attachment.name} do Discord. Tente de novo.`);
  }
  if (!intake.ok) throw new Answer(intake.message);
  return intake.image;
}
