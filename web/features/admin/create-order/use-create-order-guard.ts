// Who may open /admin/create-order and /admin/create-preorder (SPEC §6; DECISIONS X3): staff allowed to update orders,
// or preorders (admin, coordinator).
// Signed-out visitors go to /login and come back; shoppers and staff without the permission are sent home, as the
// product editor's guard does. The server refuses their orders either way: this only spares them a useless form.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { AccountUser } from '../../../../domain/schemas/account-views.ts';
import { roleCan, type Permission } from '../../../../domain/permissions.ts';
import { useAccountGuard } from '../../account/index.ts';

export type CreateOrderGuard =
  { status: 'checking' } | { status: 'signed-out' } | { status: 'allowed'; user: AccountUser };

export function useCreateOrderGuard(permission: Permission = 'orders:update'): CreateOrderGuard {
  const guard = useAccountGuard('staff');
  const navigate = useNavigate();
  const denied = guard.status === 'allowed' && !roleCan(guard.user.role, permission);

  useEffect(() => {
    if (denied) navigate('/', { replace: true });
  }, [denied, navigate]);

  if (guard.status !== 'allowed') return guard;
  return denied ? { status: 'checking' } : guard;
}
