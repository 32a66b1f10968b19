// The reports module: read-only figures for the admin panel.
export { createCustomersService, type CustomersService } from './customers.service.ts';
export { createDashboardService, type DashboardService } from './dashboard.service.ts';
export { reportRoutes } from './reports.routes.ts';
export { reportsModule } from './reports.module.ts';
