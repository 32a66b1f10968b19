// The content module: home-page images.
export { createContentService, type ContentService } from './content.service.ts';
export { contentRoutes } from './content.routes.ts';
export type { HomeImageView } from '../../../domain/schemas/content.ts';
export { createHomeImagesService, type HomeImagesService } from './home-images.service.ts';
export { homeImageRoutes } from './home-images.routes.ts';
export { contentModule } from './content.module.ts';
