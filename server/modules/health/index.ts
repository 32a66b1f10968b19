// The health module: the load balancer's and operator's check that this instance and its database answer.
export { healthRoutes } from './health.routes.ts';
export { healthModule } from './health.module.ts';
