// The floating switch between the shop and the admin panel (SPEC §1), shown to admins only; bottom left, so the
// shop's assistant keeps the bottom right.
import { Link, useLocation } from 'react-router';
import { useSession } from '../account/session-store.ts';

export function AdminViewToggle() {
  const isAdmin = useSession((s) => s.user?.role === 'admin');
  const inPanel = useLocation().pathname.startsWith('/admin');
  if (!isAdmin) return null;
  return (
    <Link
      to={inPanel ? '/' : '/admin'}
      className="fixed bottom-5 left-5 z-40 rounded-full bg-ink px-5 py-3 text-sm font-medium text-white shadow-lg ring-1 ring-white/20 hover:bg-ink/90"
    >
      {inPanel ? 'Customer View' : 'Admin View'}
    </Link>
  );
}
