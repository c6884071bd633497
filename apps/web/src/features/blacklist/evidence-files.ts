import { imageMessages, maxFilesPerEntry } from '@panel/contract/constants';
import { imageRefusal } from '@/lib/image-files';

export const evidenceHint = 'Suporte apenas para imagens (máx. 10MB cada)';

/** The same file picked twice is kept once. */
function sameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

export interface EvidenceSelection {
  accepted: File[];
  /** The spec's messages, one per refused file, in the order picked. */
  refusals: string[];
}

/**
 * The files to add to the `current` ones: images of the four types up to 10 MiB each, at most
 * `maxFilesPerEntry` in all. Every other file is dropped with the spec's reason.
 */
export function selectEvidenceFiles(
  current: readonly File[],
  incoming: readonly File[],
): EvidenceSelection {
  const accepted: File[] = [];
  const refusals: string[] = [];
  let tooMany = false;
  for (const file of incoming) {
    const refusal = imageRefusal(file);
    if (refusal) refusals.push(refusal);
    else if ([...current, ...accepted].some((kept) => sameFile(kept, file))) continue;
    else if (current.length + accepted.length >= maxFilesPerEntry) tooMany = true;
    else accepted.push(file);
  }
  if (tooMany) refusals.push(imageMessages.tooManyFiles);
  return { accepted, refusals };
}
