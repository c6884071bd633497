import type { StoreImage } from '@panel/contract/api/store';
import { storeEndpoints } from '@panel/contract/endpoints/store';
import { callEndpointWithForm, type UploadOptions } from '@/lib/api-client';

/** `POST /api/store/images`: one file per request, as multipart, with the upload's progress. */
export function uploadStoreImage(file: File, options?: UploadOptions): Promise<StoreImage> {
  const form = new FormData();
  form.append('image', file, file.name);
  return callEndpointWithForm(storeEndpoints.uploadStoreImage, form, options);
}
