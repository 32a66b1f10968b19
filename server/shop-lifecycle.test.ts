// Every module's background jobs run as main.ts runs them (issue 29): each job of each module definition is started
// once the shop listens and stopped on shutdown in reverse order; a job requests hand work to stops only after the
// in-flight requests, the others while they drain. The jobs are spied through the definitions, never named here.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BackgroundJob } from './lib/module-definition.ts';
import { listedModules, moduleJobs } from './module-list.ts';
import { createShopLifecycle } from './shop-lifecycle.ts';
import { buildTestApp, type TestApp } from './test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the shop lifecycle', () => {
  it("starts every module's job after listening and stops each on shutdown, in reverse order", async () => {
    const jobs = moduleJobs(t.app.services);
    const events: { event: 'start' | 'stop'; job: BackgroundJob; listening: boolean }[] = [];
    // Each definition's jobs, recorded instead of run: the test is about who starts and stops them.
    for (const module of listedModules) {
      const jobsOf = module.jobs;
      if (!jobsOf) continue;
      vi.spyOn(module, 'jobs').mockImplementation((services) =>
        jobsOf(services).map((job) => ({
          ...job,
          start: () => void events.push({ event: 'start', job, listening: t.app.server.listening }),
          stop: async () => void events.push({ event: 'stop', job, listening: t.app.server.listening }),
        })),
      );
    }
    const lifecycle = createShopLifecycle(t.app);
    await lifecycle.prepare();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    lifecycle.start();
    const names = jobs.map((job) => job.name);
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
    expect(events.map((e) => `${e.event} ${e.job.name}`)).toEqual(names.map((name) => `start ${name}`));

    await lifecycle.stop();
    const stops = events.filter((e) => e.event === 'stop');
    const [background, afterRequests] = [
      stops.filter((e) => !e.job.servesRequests),
      stops.filter((e) => e.job.servesRequests),
    ];
    // Reverse start order; the jobs requests hand work to after the others, once the server stopped listening.
    expect(stops.map((e) => e.job.name)).toEqual([
      ...names.toReversed().filter((name) => !jobs.find((job) => job.name === name)!.servesRequests),
      ...names.toReversed().filter((name) => jobs.find((job) => job.name === name)!.servesRequests),
    ]);
    expect(background.every((e) => e.listening)).toBe(true);
    expect(afterRequests.length).toBeGreaterThan(0);
    expect(afterRequests.every((e) => !e.listening)).toBe(true);
    vi.restoreAllMocks();
  });
});
