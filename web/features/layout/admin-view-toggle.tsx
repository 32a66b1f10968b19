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
      className="fixed bottom-5 left-5 z-40 rounded-full bg-ink px-5 py-3 text-sm font-medium text-white shadow-lg hover:bg-ink/90"
    >
      {inPanel ? 'Customer View' : 'Admin View'}
    </Link>
  );
}
