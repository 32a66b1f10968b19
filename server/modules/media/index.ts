// The media module: stored catalog images and their responsive variants, and the signed-URL uploads.
export { createMediaService, type MediaService } from './media.service.ts';
export { mediaRoutes } from './media.routes.ts';
export { createUploadsService, type UploadsService } from './uploads.service.ts';
export { proofSenders, sentBy, type ProofSender, type ProofViewer } from './proof-senders.ts';
export { fileUrlOf, idFromFileUrl, uploadTokenHash, type StoredUpload } from './upload-files.ts';
export { privateFileRoutes, uploadRoutes } from './uploads.routes.ts';
export { createCatalogImages, type CatalogImages } from './catalog-image.ts';
export { mediaModule } from './media.module.ts';
