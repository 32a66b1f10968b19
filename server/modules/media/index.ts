// The media module: stored catalog images and their responsive variants.
export { createMediaService, type MediaService } from './media.service.ts';
export { mediaRoutes } from './media.routes.ts';
