// The reports module: read-only figures for the admin panel.
export { createDashboardService, type DashboardService } from './dashboard.service.ts';
export { reportRoutes } from './reports.routes.ts';
