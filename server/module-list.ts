// The server's modules, in the order their services are built: each after the modules it names. services.ts builds
// from this list, app.ts registers its routes and shop-lifecycle.ts (main.ts) runs its jobs; adding a module is one line.
import type { BackgroundJob, BuiltInOrder, ListedModule, RoutePlugin } from './lib/module-definition.ts';
import type { AuthGuards } from './plugins/auth.ts';
import type { Infrastructure } from './infrastructure.ts';
import { accountsModule } from './modules/accounts/index.ts';
import { assistantModule } from './modules/assistant/index.ts';
import { catalogModule } from './modules/catalog/index.ts';
import { contactModule } from './modules/contact/index.ts';
import { contentModule } from './modules/content/index.ts';
import { currencyModule } from './modules/currency/index.ts';
import { healthModule } from './modules/health/index.ts';
import { mediaModule } from './modules/media/index.ts';
import { newsletterModule } from './modules/newsletter/index.ts';
import { notificationsModule } from './modules/notifications/index.ts';
import { ordersModule } from './modules/orders/index.ts';
import { preordersModule } from './modules/preorders/index.ts';
import { proofChecksModule } from './modules/proof-checks/index.ts';
import { reportsModule } from './modules/reports/index.ts';
import { settingsModule } from './modules/settings/index.ts';
import { wishlistModule } from './modules/wishlist/index.ts';
import { workshopModule } from './modules/workshop/index.ts';
import { upkeepModule } from './upkeep.module.ts';

export const serverModules = [
  notificationsModule,
  currencyModule,
  mediaModule,
  settingsModule,
  proofChecksModule,
  accountsModule,
  catalogModule,
  contentModule,
  ordersModule,
  preordersModule,
  workshopModule,
  assistantModule,
  wishlistModule,
  reportsModule,
  contactModule,
  newsletterModule,
  healthModule,
  upkeepModule,
] as const;

/** The infrastructure and every module's services, as one bag (`app.services`, the SSR loaders' services). */
export type Services = BuiltInOrder<typeof serverModules, Infrastructure>;

/** Fails to compile, naming the service, when a module needs one that no module before it builds. */
type NotBuiltBefore<Built> = Built extends { notBuiltBefore: infer Missing } ? Missing : never;
export type EveryModuleAfterItsNeeds = NoneMissing<NotBuiltBefore<Services>>;
type NoneMissing<Missing extends never> = Missing;

/** The list with each module's own types erased, for code that treats every module alike. */
export const listedModules: readonly ListedModule[] = serverModules;

/** Every module's route plugins, bound to the services and the guards (app.ts registers them). */
export const moduleRoutes = (services: Services, guards: AuthGuards): RoutePlugin[] =>
  listedModules.flatMap((module) => module.routes?.(services as never, guards) ?? []);

/** Every module's background jobs, in the order of the list (shop-lifecycle.ts starts and stops them). */
export const moduleJobs = (services: Services): BackgroundJob[] =>
  listedModules.flatMap((module) => module.jobs?.(services as never) ?? []);

/** What every module needs done before the server takes requests, one module after another. */
export async function prepareModules(services: Services): Promise<void> {
  for (const module of listedModules) await module.beforeListen?.(services as never);
}
