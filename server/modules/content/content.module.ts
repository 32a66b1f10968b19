// The content module's definition: the shop's pages and the home page's pictures.
import type { Infrastructure } from '../../infrastructure.ts';
import { apiRoutes, defineModule, type ServicesFrom } from '../../lib/module-definition.ts';
import type { mediaModule } from '../media/index.ts';
import { contentRoutes } from './content.routes.ts';
import { createContentService } from './content.service.ts';
import { homeImageRoutes } from './home-images.routes.ts';
import { createHomeImagesService } from './home-images.service.ts';

type Needs = Pick<Infrastructure, 'db' | 'invalidate' | 'cached'> & ServicesFrom<typeof mediaModule, 'catalogImages'>;

export const contentModule = defineModule({
  name: 'content',
  services: ({ db, invalidate, catalogImages }: Needs) => {
    const content = createContentService({ db });
    return { content, homeImages: createHomeImagesService({ db, content, catalogImages, invalidate }) };
  },
  routes: ({ content, cached, homeImages }, guards) => [
    apiRoutes(contentRoutes, { content, cached: cached.content }),
    apiRoutes(homeImageRoutes, { content, homeImages, guards }),
  ],
});
