// What follows a successful sign-in or registration: keep the session, remember this browser as a known device of the
// account, and bring the guest's wishlist into the account (SPEC §4). Where to go next is up to the page
// (useLeaveWhenSignedIn).
import { loadWishlistSync } from '../wishlist/index.ts';
import type { SessionResponse } from '../../../domain/schemas/account-views.ts';
import { rememberDevice } from './known-device.ts';
import { useSession } from '../session/index.ts';

export function startSession(session: SessionResponse): void {
  useSession.getState().signIn(session);
  if (session.deviceToken) rememberDevice(session.email, session.deviceToken);
  // An account still on its admin-typed password may do nothing else yet: the merge waits for its own password.
  if (session.mustChangePassword) return;
  // Through the same loader as the rest of the site, so the sync code stays one lazily loaded file.
  void loadWishlistSync().then((sync) => sync.mergeGuestWishlist());
}
