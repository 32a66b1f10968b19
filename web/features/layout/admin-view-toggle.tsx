// The floating switch between the shop and the admin panel (SPEC §1), loaded for admins only; bottom left, so the
// shop's assistant keeps the bottom right. The panel's own pages under /admin/ (product editor, create order) have a
// sticky action bar there and a way back, so it stays off them.
import { Link, useLocation } from 'react-router';

export default function AdminViewToggle() {
  const path = useLocation().pathname;
  if (path.startsWith('/admin/')) return null;
  const inPanel = path === '/admin';
  return (
    <Link
      to={inPanel ? '/' : '/admin'}
      className="fixed bottom-4 left-4 z-40 inline-flex min-h-10 items-center rounded-full bg-ink px-4 text-xs font-medium text-white shadow-lg ring-1 ring-white/20 hover:bg-ink/90 sm:bottom-5 sm:left-5 sm:px-5 sm:py-3 sm:text-sm"
    >
      {inPanel ? 'Customer View' : 'Admin View'}
    </Link>
  );
}
