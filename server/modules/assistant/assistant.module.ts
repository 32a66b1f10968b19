// The assistant module's definition: the shop assistant, and the questions it could not answer, kept for staff.
import type { Infrastructure } from '../../infrastructure.ts';
import { apiRoutes, backgroundJob, defineModule, type ServicesFrom } from '../../lib/module-definition.ts';
import type { catalogModule } from '../catalog/index.ts';
import type { ordersModule } from '../orders/index.ts';
import type { preordersModule } from '../preorders/index.ts';
import type { settingsModule } from '../settings/index.ts';
import { assistantRoutes } from './assistant.routes.ts';
import { createQuestionRetentionJob } from './question-retention.job.ts';
import { questionRoutes } from './questions.routes.ts';
import { createShopAssistant } from './shop-assistant.ts';
import { trackedRecord } from './shop-tools.ts';
import { createUnansweredQuestions } from './unanswered-questions.ts';

/** The unanswered questions are looked over every hour; a question is gone within an hour of 30 days. */
const QUESTION_RETENTION_JOB = { intervalMs: 60 * 60_000 };

type Needs = Pick<Infrastructure, 'db' | 'cached' | 'llm' | 'linkBaseUrl' | 'fleetJobs' | 'log'> &
  ServicesFrom<typeof catalogModule, 'catalog'> &
  ServicesFrom<typeof settingsModule, 'paymentAccounts'> &
  ServicesFrom<typeof ordersModule, 'orders'> &
  ServicesFrom<typeof preordersModule, 'preorderReads'>;

export const assistantModule = defineModule({
  name: 'assistant',
  services: ({
    db,
    cached,
    llm,
    linkBaseUrl,
    fleetJobs,
    log,
    catalog,
    paymentAccounts,
    orders,
    preorderReads,
  }: Needs) => {
    // What the assistant could not answer, redacted, for the admin's Questions section.
    const unansweredQuestions = createUnansweredQuestions({ db });
    return {
      // It reads what a guest may see: an order or preorder only through the tracking pages' masked view.
      assistant: createShopAssistant({
        catalog,
        deliveryRates: cached.settings.deliveryRates,
        paymentAccounts,
        contactDetails: cached.settings.contactDetails,
        trackOrder: async (id) => trackedRecord(await orders.track(id, null)),
        trackPreorder: async (id) => trackedRecord(await preorderReads.track(id, null)),
        llm,
        shopOrigin: linkBaseUrl,
        log,
      }),
      unansweredQuestions,
      // Deletes the questions last asked more than 30 days ago.
      questionRetention: createQuestionRetentionJob({
        questions: unansweredQuestions,
        ...QUESTION_RETENTION_JOB,
        log,
        gate: fleetJobs.gate('question-retention', QUESTION_RETENTION_JOB.intervalMs),
      }),
    };
  },
  routes: ({ assistant, unansweredQuestions }, guards) => [
    apiRoutes(assistantRoutes, { assistant, questions: unansweredQuestions }),
    apiRoutes(questionRoutes, { questions: unansweredQuestions, guards }),
  ],
  jobs: ({ questionRetention }) => [backgroundJob('question-retention', questionRetention)],
});
