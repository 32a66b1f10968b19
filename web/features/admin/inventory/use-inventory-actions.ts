// What staff do to a product from the inventory: activate or deactivate it (PATCH toggle-status) and delete it after
// the spec's confirmation (DELETE; a product that is in orders is archived by the server instead, and the admin is
// told so). Failures show the SPEC §8 admin alerts; the outcome of a delete is announced.
import { useState } from 'react';
import type { ProductRemovedView, ProductToggledView, ProductView } from '../../../../domain/schemas/product-views.ts';
import { ApiError, apiRequest } from '../../../lib/api.ts';

export const INVENTORY_MESSAGES = {
  confirmDelete: 'Are you sure you want to delete this product?',
  toggleFailed: 'Failed to toggle product status. Please try again.',
  deleteFailed: 'Failed to delete product. Please try again.',
  deleted: (name: string) => `“${name}” was deleted.`,
  archived: (name: string) =>
    `“${name}” is part of past orders, so it was archived instead of deleted: it is hidden from the shop and this list, and order history still shows it.`,
} as const;

export interface ActionError {
  /** The spec's alert, word for word. */
  text: string;
  /** What the server said, when it explained a refusal (403, 404); a 5xx or no answer has nothing to add. */
  detail: string | null;
}

function actionError(err: unknown, text: string): ActionError {
  return { text, detail: err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : null };
}

interface Handlers {
  replaceProduct(product: ProductView): void;
  reload(): void;
}

export function useInventoryActions({ replaceProduct, reload }: Handlers) {
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [error, setError] = useState<ActionError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function toggle(product: ProductView) {
    setPendingId(product._id);
    setError(null);
    setNotice(null);
    try {
      const { product: changed } = await apiRequest<ProductToggledView>(`/products/${product._id}/toggle-status`, {
        method: 'PATCH',
      });
      replaceProduct(changed);
      reload();
    } catch (err) {
      setError(actionError(err, INVENTORY_MESSAGES.toggleFailed));
    } finally {
      setPendingId(null);
    }
  }

  async function remove(product: ProductView) {
    if (!window.confirm(INVENTORY_MESSAGES.confirmDelete)) return;
    setPendingId(product._id);
    setError(null);
    setNotice(null);
    try {
      const { archived } = await apiRequest<ProductRemovedView>(`/products/${product._id}`, {
        method: 'DELETE',
      });
      setNotice(archived ? INVENTORY_MESSAGES.archived(product.name) : INVENTORY_MESSAGES.deleted(product.name));
      reload();
    } catch (err) {
      setError(actionError(err, INVENTORY_MESSAGES.deleteFailed));
    } finally {
      setPendingId(null);
    }
  }

  return { pendingId, error, notice, toggle, remove, clearMessages: () => (setError(null), setNotice(null)) };
}
