// /admin/create-order (SPEC §2 Orders tab 'Create Order'; issue 5): staff who may update orders enter one taken by
// phone or WhatsApp; signed-out visitors sign in first and come back, anyone else is sent home. The server renders
// the frame; the form works in the browser with the staff member's token.
import { SignedOutNote } from '../features/account/index.ts';
import {
  CreateOrder,
  CreateOrderFrame,
  CreateOrderLoading,
  useCreateOrderGuard,
} from '../features/admin/create-order/index.ts';
import { pageTitle } from '../lib/meta.ts';

export const meta = () => [{ title: pageTitle('Create an order') }, { name: 'robots', content: 'noindex' }];

export default function AdminCreateOrder() {
  const guard = useCreateOrderGuard();
  if (guard.status === 'signed-out') return <SignedOutNote from="/admin/create-order" />;
  return <CreateOrderFrame>{guard.status === 'allowed' ? <CreateOrder /> : <CreateOrderLoading />}</CreateOrderFrame>;
}
