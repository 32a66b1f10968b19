// Builds every module's service from the narrow dependencies they need; shared by the API and the SSR loaders.
import path from 'node:path';
import type { Database } from './db/client.ts';
import type { FileStorage } from './lib/storage/index.ts';
import { createAccountsService } from './modules/accounts/index.ts';
import { createCatalogService } from './modules/catalog/index.ts';
import { createContactService } from './modules/contact/index.ts';
import { createContentService } from './modules/content/index.ts';
import { createMediaService } from './modules/media/index.ts';
import { createNewsletterService } from './modules/newsletter/index.ts';
import { createSettingsService } from './modules/settings/index.ts';

export interface ServiceDeps {
  db: Database;
  storage: FileStorage;
  dataDir: string;
}

export function createServices({ db, storage, dataDir }: ServiceDeps) {
  return {
    accounts: createAccountsService({ db }),
    catalog: createCatalogService({ db }),
    contact: createContactService({ db }),
    content: createContentService({ db }),
    media: createMediaService({ db, storage, cacheDir: path.join(dataDir, 'cache', 'media') }),
    newsletter: createNewsletterService({ db }),
    settings: createSettingsService({ db }),
  };
}

export type Services = ReturnType<typeof createServices>;

/** What the storefront's server-side loaders may use (read-only catalog and content). */
export type StorefrontServices = Pick<Services, 'catalog' | 'content' | 'settings'>;
