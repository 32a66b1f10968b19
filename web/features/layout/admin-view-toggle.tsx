// The switch from the shop to the admin panel (SPEC §1), loaded for admins only: a slim band above the shop's header,
// in the page's flow, so it never covers the search box, a card or the corner buttons (issue 17). The panel's own
// header carries the way back ('View shop').
import { Link } from 'react-router';
import { ArrowRight } from '../../ui/icons/arrow-right.ts';

export default function AdminViewToggle() {
  return (
    <nav aria-label="Staff" className="border-b border-linen bg-sand text-ink">
      <div className="mx-auto flex min-h-10 max-w-7xl items-center justify-between gap-3 px-4 text-xs sm:px-6 sm:text-sm lg:px-8">
        <p className="text-muted">
          Customer view<span className="max-sm:hidden">: the shop as your customers see it</span>
        </p>
        <Link
          to="/admin"
          className="inline-flex min-h-10 shrink-0 items-center gap-1.5 font-semibold text-madder underline-offset-4 hover:underline"
        >
          Admin View
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      </div>
    </nav>
  );
}
