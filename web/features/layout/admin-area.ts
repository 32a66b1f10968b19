// The addresses of the admin panel, which has its own layout (routes/admin-layout.tsx) instead of the shop's.
export const isAdminArea = (path: string) => path === '/admin' || path.startsWith('/admin/');
