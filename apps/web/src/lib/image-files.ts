import { imageMessages, imageMimeTypes, maxImageBytes } from '@panel/contract/constants';

/** What a file input of images accepts; the server checks the content all the same. */
export const imageAccept = imageMimeTypes.join(',');

/** The spec's reason to refuse a picked file before sending it, or null when it may go. */
export function imageRefusal(file: File): string | null {
  if (!(imageMimeTypes as readonly string[]).includes(file.type)) {
    return imageMessages.notImage(file.name);
  }
  if (file.size > maxImageBytes) return imageMessages.tooLarge(file.name);
  return null;
}
