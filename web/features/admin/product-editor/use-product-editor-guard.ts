// Who may open the product editor (SPEC §2, §6): signed-out visitors go to /login and come back; shoppers go home;
// staff without 'products:manage' are sent home from /admin/create-product and told 'Access Denied' on
// /admin/edit-product (the server refuses their saves either way).
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { AccountUser } from '../../../../domain/schemas/account-views.ts';
import { roleCan } from '../../../../domain/permissions.ts';
import { useAccountGuard } from '../../account/index.ts';

export type EditorGuard =
  { status: 'checking' } | { status: 'signed-out' } | { status: 'denied' } | { status: 'allowed'; user: AccountUser };

export function useProductEditorGuard(page: 'create' | 'edit'): EditorGuard {
  const guard = useAccountGuard('staff');
  const navigate = useNavigate();
  const denied = guard.status === 'allowed' && !roleCan(guard.user.role, 'products:manage');

  useEffect(() => {
    if (denied && page === 'create') navigate('/', { replace: true });
  }, [denied, page, navigate]);

  if (guard.status !== 'allowed') return guard;
  if (denied) return page === 'edit' ? { status: 'denied' } : { status: 'checking' };
  return guard;
}
