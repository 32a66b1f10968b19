// The media module's definition: stored catalog pictures and their variants, and the signed-URL uploads.
import path from 'node:path';
import type { Infrastructure } from '../../infrastructure.ts';
import { apiRoutes, defineModule, siteRoutes } from '../../lib/module-definition.ts';
import { createCatalogImages } from './catalog-image.ts';
import { mediaRoutes } from './media.routes.ts';
import { createMediaService } from './media.service.ts';
import { privateFileRoutes, uploadRoutes } from './uploads.routes.ts';
import { createUploadsService } from './uploads.service.ts';

type Needs = Pick<Infrastructure, 'db' | 'storage' | 'dataDir' | 'imageQueue' | 'derivedKey'>;

export const mediaModule = defineModule({
  name: 'media',
  services: ({ db, storage, dataDir, imageQueue, derivedKey }: Needs) => {
    const media = createMediaService({ db, storage, cacheDir: path.join(dataDir, 'cache', 'media'), imageQueue });
    const uploads = createUploadsService({
      db,
      storage,
      signingKey: derivedKey('shop:upload-links'),
      imageQueue,
    });
    return { media, uploads, catalogImages: createCatalogImages({ uploads, media }) };
  },
  routes: ({ media, uploads }, guards) => [
    apiRoutes(uploadRoutes, { uploads, guards }),
    siteRoutes(mediaRoutes, { media }),
    siteRoutes(privateFileRoutes, { uploads }),
  ],
});
