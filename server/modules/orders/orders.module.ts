// The orders module's definition: placing, tracking and managing orders, and cancelling those left unpaid.
import type { Infrastructure } from '../../infrastructure.ts';
import { apiRoutes, backgroundJob, defineModule, type ServicesFrom } from '../../lib/module-definition.ts';
import type { accountsModule } from '../accounts/index.ts';
import type { catalogModule } from '../catalog/index.ts';
import type { mediaModule } from '../media/index.ts';
import type { notificationsModule } from '../notifications/index.ts';
import type { proofChecksModule } from '../proof-checks/index.ts';
import type { settingsModule } from '../settings/index.ts';
import { createArtisanDirectory } from '../workshop/index.ts';
import { createOrderResend } from './order-resend.ts';
import { orderRowByAnyId } from './order-rows.ts';
import { createOrdersService } from './orders.service.ts';
import { staffOrderRoutes } from './orders-staff.routes.ts';
import { orderRoutes } from './orders.routes.ts';
import { createPaymentProofs } from './payment-proofs.ts';
import { createOrderPlacement } from './place-order.ts';
import { createUnpaidOrdersJob } from './unpaid-orders.job.ts';

/** The unpaid-orders job looks every minute, cancelling up to 20 orders per transaction. */
const UNPAID_ORDERS_JOB = { intervalMs: 60_000, batchSize: 20 };

type Needs = Pick<Infrastructure, 'db' | 'invalidate' | 'linkBaseUrl' | 'cached' | 'metrics' | 'fleetJobs' | 'log'> &
  ServicesFrom<typeof accountsModule, 'directory'> &
  ServicesFrom<typeof mediaModule, 'uploads'> &
  ServicesFrom<typeof notificationsModule, 'outbox'> &
  ServicesFrom<typeof proofChecksModule, 'proofChecks'> &
  ServicesFrom<typeof catalogModule, 'catalog'> &
  ServicesFrom<typeof settingsModule, 'paymentAccounts'>;

export const ordersModule = defineModule({
  name: 'orders',
  services: (deps: Needs) => {
    const { db, directory: accounts, uploads, outbox, invalidate, linkBaseUrl, paymentAccounts, proofChecks } = deps;
    const { cached, log, fleetJobs } = deps;
    const orderDeps = { db, accounts, uploads, outbox, invalidate, linkBaseUrl, paymentAccounts, proofChecks };
    const paymentProofs = createPaymentProofs({ db, accounts, uploads, proofChecks });
    const orders = createOrdersService({
      ...orderDeps,
      // The assigned worker is one of the workshop's artisans, read through the workshop's directory (issue 30).
      artisans: createArtisanDirectory({ db }),
      replacedScreenshots: paymentProofs.replacedScreenshots,
      shopContact: async () => (await cached.settings.contactDetails()).contact,
      now: () => new Date(),
    });
    return {
      placement: createOrderPlacement({
        ...orderDeps,
        // Prices and stock from the live catalog: a cached figure never reaches a checkout.
        catalog: deps.catalog,
        deliveryRates: cached.settings.deliveryRates,
        orderRules: cached.settings.orderRules,
        placed: deps.metrics.orderPlaced,
      }),
      orders,
      orderResend: createOrderResend(orderDeps),
      paymentProofs,
      /** The database id of an order by any of its ids (the proof checks' routes). */
      orderIdOf: async (id: string) => (await orderRowByAnyId(db, id))?.id,
      // Orders past their payment deadline are cancelled and their stock returned (README, Running the shop). Tests
      // run it by hand (runOnce) with a clock they move.
      unpaidOrders: createUnpaidOrdersJob({
        orders,
        ...UNPAID_ORDERS_JOB,
        log,
        gate: fleetJobs.gate('unpaid-orders', UNPAID_ORDERS_JOB.intervalMs),
      }),
    };
  },
  routes: ({ placement, orders, paymentProofs, orderResend }, guards) => [
    apiRoutes(orderRoutes, { placement, orders, proofs: paymentProofs, guards }),
    apiRoutes(staffOrderRoutes, { placement, orders, resend: orderResend, guards }),
  ],
  jobs: ({ unpaidOrders }) => [backgroundJob('unpaid-orders', unpaidOrders)],
});
