import type { StoreImage } from '@panel/contract/api/store';
import { storeEndpoints } from '@panel/contract/endpoints/store';
import { endpointUrl } from '@/lib/api-client';
import { uploadForm, type UploadOptions } from '@/lib/upload';

/** `POST /api/store/images`: one file per request, as multipart, with the upload's progress. */
export async function uploadStoreImage(file: File, options?: UploadOptions): Promise<StoreImage> {
  const endpoint = storeEndpoints.uploadStoreImage;
  const form = new FormData();
  form.append('image', file, file.name);
  const answer = await uploadForm(endpoint.method, endpointUrl(endpoint), form, options);
  return endpoint.response.parse(answer);
}
