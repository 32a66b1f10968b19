// Builds the shared infrastructure and then every module's services, in the order of server/module-list.ts, into one
// bag; shared by the API and the SSR loaders.
import { createInfrastructure } from './infrastructure.ts';
import { listedModules, type Services } from './module-list.ts';
import type { ServiceDeps } from './service-deps.ts';

export type { Services } from './module-list.ts';

export function createServices(deps: ServiceDeps): Services {
  const infrastructure = createInfrastructure(deps);
  const built: Record<string, unknown> = { ...infrastructure };
  for (const module of listedModules) {
    // Sound: module-list.ts checks at compile time that every module comes after what it names.
    const offered = module.services(built as never);
    for (const name of Object.keys(offered))
      if (name in built) throw new Error(`The ${module.name} module builds "${name}", which is already built`);
    Object.assign(built, offered);
  }
  const services = built as Services;
  // Read by /metrics when it is served.
  infrastructure.metrics.watch({
    pool: infrastructure.pool,
    queues: { image: infrastructure.imageQueue, avif: services.media.avifQueue },
    mailBacklog: services.outbox.backlog,
  });
  return services;
}
