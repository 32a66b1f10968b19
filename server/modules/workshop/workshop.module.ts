// The workshop module's definition (issue 30): artisans, job cards from cutting to ready, the worker's own cards,
// photos shared to the production diary, and piece-rate pay. Built after the preorders, whose deposits open its cards.
import type { Infrastructure } from '../../infrastructure.ts';
import { apiRoutes, defineModule, type ServicesFrom } from '../../lib/module-definition.ts';
import type { accountsModule } from '../accounts/index.ts';
import type { catalogModule } from '../catalog/index.ts';
import type { mediaModule } from '../media/index.ts';
import type { notificationsModule } from '../notifications/index.ts';
import type { preordersModule } from '../preorders/index.ts';
import { createArtisans } from './artisans.service.ts';
import { createJobCards } from './job-cards.service.ts';
import { createJobPhotos } from './job-photos.ts';
import { createJobReads } from './job-reads.ts';
import { createMyWork } from './my-work.ts';
import { createPiecePay } from './piece-pay.ts';
import { createPieceRates } from './piece-rates.ts';
import { payRoutes } from './pay.routes.ts';
import { workshopRoutes } from './workshop.routes.ts';

type Needs = Pick<Infrastructure, 'db' | 'invalidate'> &
  ServicesFrom<typeof accountsModule, 'directory'> &
  ServicesFrom<typeof mediaModule, 'uploads'> &
  ServicesFrom<typeof notificationsModule, 'outbox'> &
  ServicesFrom<typeof catalogModule, 'productionStock'> &
  ServicesFrom<typeof preordersModule, 'preorderProduction'>;

export const workshopModule = defineModule({
  name: 'workshop',
  services: ({ db, invalidate, directory: accounts, uploads, outbox, productionStock, preorderProduction }: Needs) => {
    const artisans = createArtisans({ db });
    const jobReads = createJobReads({ db, uploads, production: preorderProduction });
    const pieceRates = createPieceRates({ db, products: productionStock });
    const jobCards = createJobCards({
      db,
      accounts,
      artisans,
      reads: jobReads,
      products: productionStock,
      rates: pieceRates,
      production: preorderProduction,
      invalidate,
    });
    // A paid deposit opens the preorder's cards, a cancellation closes them, in the preorder's own transaction.
    preorderProduction.listen(jobCards.preorderListener);
    return {
      artisans,
      jobReads,
      jobCards,
      pieceRates,
      jobPhotos: createJobPhotos({
        db,
        accounts,
        artisans,
        uploads,
        outbox,
        reads: jobReads,
        production: preorderProduction,
      }),
      myWork: createMyWork({ artisans, reads: jobReads }),
      piecePay: createPiecePay({ db, accounts }),
    };
  },
  routes: ({ artisans, jobCards, jobReads, jobPhotos, myWork, pieceRates, piecePay }, guards) => [
    apiRoutes(workshopRoutes, { artisans, jobs: jobCards, reads: jobReads, photos: jobPhotos, myWork, guards }),
    apiRoutes(payRoutes, { rates: pieceRates, pay: piecePay, guards }),
  ],
});
