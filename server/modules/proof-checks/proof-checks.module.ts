// The proof-checks module's definition: payment screenshots read in the background, and what staff are told of them.
import type { Infrastructure } from '../../infrastructure.ts';
import { apiRoutes, backgroundJob, defineModule, type ServicesFrom } from '../../lib/module-definition.ts';
import type { mediaModule } from '../media/index.ts';
import type { settingsModule } from '../settings/index.ts';
import { createProofCheckViews, type ProofCheckViews } from './check-views.ts';
import { proofCheckRoutes } from './checks.routes.ts';
import { createProofChecks } from './checks.service.ts';

type Needs = Pick<Infrastructure, 'db' | 'imageQueue' | 'log'> &
  ServicesFrom<typeof mediaModule, 'uploads'> &
  ServicesFrom<typeof settingsModule, 'settings'>;

/** Its routes answer under an order's or a preorder's any id: those modules, built after this one, look them up. */
type RouteNeeds = {
  proofCheckViews: ProofCheckViews;
  orderIdOf(id: string): Promise<string | undefined>;
  preorderIdOf(id: string): Promise<string | undefined>;
};

export const proofChecksModule = defineModule({
  name: 'proof-checks',
  services: ({ db, imageQueue, log, uploads, settings }: Needs) => ({
    // Payment screenshots are read in the background (issue 20): queued with the attachment, read through the image
    // queue after the answer, swept every few seconds; kicked after each commit that attaches a screenshot.
    proofChecks: createProofChecks({
      db,
      readUpload: uploads.readStored,
      imageQueue,
      paymentAccounts: settings.paymentAccounts,
      log,
    }),
    proofCheckViews: createProofCheckViews({ db }),
  }),
  routes: ({ proofCheckViews, orderIdOf, preorderIdOf }: RouteNeeds, guards) => [
    apiRoutes(proofCheckRoutes, { views: proofCheckViews, orderIdOf, preorderIdOf, guards }),
  ],
  // Screenshots queued before a restart are read at start; a stop finishes or gives back the read in progress.
  jobs: ({ proofChecks }) => [backgroundJob('proof-checks', proofChecks)],
});
