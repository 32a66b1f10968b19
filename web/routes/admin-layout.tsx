// The layout of /admin and every page under /admin/: the admin panel's own frame instead of the shop's (issue 17).
import { Outlet } from 'react-router';
import { AdminLayout } from '../features/admin/index.ts';

export default function AdminLayoutRoute() {
  return (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  );
}
