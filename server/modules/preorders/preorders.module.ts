// The preorders module's definition: placing preorders, the production diary, and managing them.
import type { Infrastructure } from '../../infrastructure.ts';
import { apiRoutes, defineModule, type ServicesFrom } from '../../lib/module-definition.ts';
import type { accountsModule } from '../accounts/index.ts';
import type { catalogModule } from '../catalog/index.ts';
import type { mediaModule } from '../media/index.ts';
import type { notificationsModule } from '../notifications/index.ts';
import { createOrderQuote } from '../orders/index.ts';
import type { proofChecksModule } from '../proof-checks/index.ts';
import type { settingsModule } from '../settings/index.ts';
import { createPreorderPlacement } from './place-preorder.ts';
import { createPreorderProofs } from './preorder-proofs.ts';
import { createPreorderReads } from './preorder-reads.ts';
import { createPreorderResend } from './preorder-resend.ts';
import { preorderRowByAnyId } from './preorder-rows.ts';
import { staffPreorderRoutes } from './preorders-staff.routes.ts';
import { preorderRoutes } from './preorders.routes.ts';
import { createPreordersService } from './preorders.service.ts';
import { createDiaryPosts, createProgressImages } from './progress-images.ts';
import { createPreorderProduction } from './preorder-production.ts';

type Needs = Pick<Infrastructure, 'db' | 'linkBaseUrl' | 'cached' | 'metrics'> &
  ServicesFrom<typeof accountsModule, 'directory'> &
  ServicesFrom<typeof mediaModule, 'uploads'> &
  ServicesFrom<typeof notificationsModule, 'outbox'> &
  ServicesFrom<typeof proofChecksModule, 'proofChecks'> &
  ServicesFrom<typeof catalogModule, 'catalog'> &
  ServicesFrom<typeof settingsModule, 'paymentAccounts'>;

export const preordersModule = defineModule({
  name: 'preorders',
  services: (deps: Needs) => {
    const { db, directory: accounts, uploads, outbox, linkBaseUrl, proofChecks, paymentAccounts, cached } = deps;
    // Priced like orders from the live catalog (any size, no stock), read with signed links (D14).
    const preorderReads = createPreorderReads({ db, accounts, uploads });
    const preorderDeps = { db, accounts, uploads, outbox, linkBaseUrl, reads: preorderReads, proofChecks };
    const preorderProduction = createPreorderProduction({
      db,
      outbox,
      linkBaseUrl,
      postToDiary: createDiaryPosts({ uploads, outbox, linkBaseUrl }),
    });
    return {
      preorderPlacement: createPreorderPlacement({
        ...preorderDeps,
        quote: createOrderQuote({ catalog: deps.catalog, deliveryRates: cached.settings.deliveryRates }),
        paymentAccounts,
        placed: deps.metrics.preorderPlaced,
        production: preorderProduction,
      }),
      preorderReads,
      /** The database id of a preorder by any of its ids (the proof checks' routes). */
      preorderIdOf: async (id: string) => (await preorderRowByAnyId(db, id))?.id,
      preorderPdfShop: async () => ({
        payment: await paymentAccounts(),
        contact: (await cached.settings.contactDetails()).contact,
        linkBaseUrl,
      }),
      preorders: createPreordersService({ ...preorderDeps, paymentAccounts, production: preorderProduction }),
      /** What the workshop (built after) hears and tells of a preorder's production (issue 30). */
      preorderProduction,
      preorderResend: createPreorderResend({ ...preorderDeps, paymentAccounts }),
      preorderProofs: createPreorderProofs(preorderDeps),
      progressImages: createProgressImages(preorderDeps),
    };
  },
  routes: (services, guards) => {
    const preorders = {
      placement: services.preorderPlacement,
      reads: services.preorderReads,
      preorders: services.preorders,
      guards,
    };
    return [
      apiRoutes(preorderRoutes, { ...preorders, proofs: services.preorderProofs, pdfShop: services.preorderPdfShop }),
      apiRoutes(staffPreorderRoutes, {
        ...preorders,
        images: services.progressImages,
        resend: services.preorderResend,
      }),
    ];
  },
});
