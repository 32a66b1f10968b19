// The admin panel's face: its shell (layout, header, menu and the open section), for the admin routes.
export { AdminLayout } from './admin-layout.tsx';
export { AdminShell } from './admin-shell.tsx';
