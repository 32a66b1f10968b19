// defineModule(): how a server module declares itself (issue 29): the services it builds from the dependencies it
// names, its route plugins and its background jobs. server/module-list.ts lists the modules; services.ts, app.ts and
// main.ts (through shop-lifecycle.ts) only iterate over that list.
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthGuards } from '../plugins/auth.ts';

/** Work the server does in the background while it serves: started once it listens, stopped when it shuts down. */
export interface BackgroundJob {
  /** Says which job in logs and tests. */
  name: string;
  start(): void;
  /** Takes nothing new and resolves once the run in progress is finished or given back. */
  stop(): Promise<unknown> | void;
  /** Requests hand it work (mail an answer queued): it is stopped only after the in-flight requests have finished. */
  servesRequests?: boolean;
}

/** A job of a module: what runs it (an interval job, the outbox, the proof sweep) under the name it is known by. */
export const backgroundJob = (
  name: string,
  runner: { start(): void; stop(): Promise<unknown> | void },
  options: Pick<BackgroundJob, 'servesRequests'> = {},
): BackgroundJob => ({ name, start: () => runner.start(), stop: () => runner.stop(), ...options });

/** A route plugin bound to its options, to be registered under /api or at the root of the site. */
export interface RoutePlugin {
  prefix: '/api' | '/';
  register(app: FastifyInstance): Promise<void>;
}

const boundRoutes =
  (prefix: RoutePlugin['prefix']) =>
  <Options extends object>(plugin: FastifyPluginAsyncZod<Options>, options: Options): RoutePlugin => ({
    prefix,
    register: async (app) => {
      await app.register(plugin, options);
    },
  });

/** Routes of the JSON API, under /api. */
export const apiRoutes = boundRoutes('/api');
/** Routes outside the API (stored files, pictures), at the site's root. */
export const siteRoutes = boundRoutes('/');

/**
 * A server module. `services` builds what it offers from what it names (`Needs`: the shared infrastructure and the
 * services of modules listed before it); `routes`, `jobs` and `beforeListen` see those and its own services. Routes
 * are registered once every module's services are built: a module whose routes need a service of a module listed
 * after it (the proof checks' routes look orders up) annotates their first parameter with what they need; that one
 * need is not checked at compile time, the routes' own tests catch a missing service.
 */
export interface ModuleDefinition<Needs, Provides extends object, RouteNeeds = Needs & Provides> {
  name: string;
  services: (deps: Needs) => Provides;
  routes?: (services: RouteNeeds, guards: AuthGuards) => readonly RoutePlugin[];
  jobs?: (services: Needs & Provides) => readonly BackgroundJob[];
  /** Run once before the server takes requests (state a restart must show at once, e.g. the stored exchange rates). */
  beforeListen?: (services: Needs & Provides) => Promise<void>;
}

/** Declares a module; the identity, for the types: `Needs` is read from the `services` parameter's annotation. */
export function defineModule<Needs, Provides extends object, RouteNeeds = Needs & Provides>(
  definition: ModuleDefinition<Needs, Provides, RouteNeeds>,
): ModuleDefinition<Needs, Provides, RouteNeeds> {
  return definition;
}

/** What a module's services offer. */
export type ServicesOf<Module> = Module extends { services: (deps: never) => infer Provides } ? Provides : never;

/** Some of what a module's services offer: how a module names the services of another as its dependencies. */
export type ServicesFrom<Module, Keys extends keyof ServicesOf<Module>> = Pick<ServicesOf<Module>, Keys>;

/** What a module names as its dependencies. */
export type NeedsOf<Module> = Module extends { services: (deps: infer Needs) => object } ? Needs : never;

/**
 * The list's services built one module after another: `Built` and each module's services in turn. A module whose
 * needs are not all built before it becomes an error naming what is missing (module-list.ts asserts there is none).
 */
export type BuiltInOrder<Modules extends readonly unknown[], Built> = Modules extends readonly [
  infer First,
  ...infer Rest,
]
  ? Built extends NeedsOf<First>
    ? BuiltInOrder<Rest, Built & ServicesOf<First>>
    : { notBuiltBefore: Exclude<keyof NeedsOf<First>, keyof Built>; neededBy: First }
  : Built;

/** A module seen from the list, its types erased: the list was checked in order at compile time. */
export interface ListedModule {
  name: string;
  services(deps: never): object;
  routes?(services: never, guards: AuthGuards): readonly RoutePlugin[];
  jobs?(services: never): readonly BackgroundJob[];
  beforeListen?(services: never): Promise<void>;
}
