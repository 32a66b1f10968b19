// A signed-in shopper's wishlist lives on the server and follows them across devices (SPEC §4). Loaded only while
// someone is signed in, so guests never download it.
import { WISHLIST_MAX_ITEMS, type ProductSummary, type WishlistItem } from '../../../domain/wishlist.ts';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { toast } from '../../ui/toast.tsx';
import { useWishlist } from './wishlist-store.ts';

interface WishlistAnswer {
  items: WishlistItem[];
}

const failure = (err: unknown) => (err instanceof ApiError ? err.message : 'Failed to update wishlist');

/** Right after sign-in: the guest's items join the account's list, and the account's list becomes this device's. */
export async function mergeGuestWishlist(): Promise<void> {
  const items = useWishlist
    .getState()
    .items.slice(0, WISHLIST_MAX_ITEMS)
    .map(({ prodId, addedAt }) => ({ prodId, addedAt }));
  try {
    const answer = await apiRequest<WishlistAnswer>('/users/wishlist/merge', { body: { items } });
    useWishlist.setState({ items: answer.items });
  } catch (err) {
    // The guest's items stay on this device; the next sign-in offers them again.
    toast.error(failure(err));
  }
}

/** On app start while signed in: what was saved on another device shows here too. */
export async function pullWishlist(): Promise<void> {
  try {
    const answer = await apiRequest<WishlistAnswer>('/users/wishlist');
    useWishlist.setState({ items: answer.items });
  } catch {
    // Offline or a server hiccup: the copy on this device is still the best we have (a 401 has signed out already).
  }
}

/**
 * Saves a change the heart already made on this device (optimistic, so the heart answers at once); when the server
 * refuses it, the change is undone and the shopper told why. A product put back goes to the top of the list here; the
 * server kept its place, which the next visit shows.
 */
export async function saveWishlistChange(product: ProductSummary, added: boolean): Promise<void> {
  try {
    await apiRequest<WishlistAnswer>(`/users/wishlist/${encodeURIComponent(product.prodId)}`, {
      method: added ? 'PUT' : 'DELETE',
    });
  } catch (err) {
    // A refused session has signed out and cleared the list: nothing to undo.
    if (err instanceof ApiError && err.status === 401) return;
    const { items } = useWishlist.getState();
    if (items.some((i) => i.prodId === product.prodId) === added) useWishlist.getState().toggle(product);
    toast.error(failure(err));
  }
}
