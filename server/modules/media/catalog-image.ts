// Turns an uploaded catalog picture (bucket 'catalog') into stored media with responsive variants, for product and
// home-image editors; the fileUrl must be one of our own checked uploads, never an outside address.
import { UPLOAD_MESSAGES } from '../../../domain/uploads.ts';
import { badRequest } from '../../lib/errors.ts';
import type { MediaService, StoredMedia } from './media.service.ts';
import type { UploadsService } from './uploads.service.ts';

export function createCatalogImages({
  uploads,
  media,
}: {
  uploads: Pick<UploadsService, 'storedUpload' | 'readStored'>;
  media: Pick<MediaService, 'storeImage'>;
}) {
  return {
    async fromUpload(fileUrl: string, alt: string): Promise<StoredMedia> {
      const upload = await uploads.storedUpload(fileUrl);
      const body = upload?.bucket === 'catalog' ? await uploads.readStored(upload.id) : undefined;
      if (!body) throw badRequest(`${UPLOAD_MESSAGES.linkUsedOrExpired}`);
      return media.storeImage(body, alt);
    },
  };
}

export type CatalogImages = ReturnType<typeof createCatalogImages>;
