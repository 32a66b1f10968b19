// /admin/create-preorder (SPEC §2 Preorders tab 'Create Preorder'; issue 13): staff who may update preorders enter one
// taken by phone or WhatsApp; signed-out visitors sign in first and come back, anyone else is sent home. The server
// renders the frame; the form works in the browser with the staff member's token.
import { SignedOutNote } from '../features/account/index.ts';
import { CreateOrderLoading, useCreateOrderGuard } from '../features/admin/create-order/index.ts';
import { CreatePreorder, CreatePreorderFrame } from '../features/admin/create-preorder/index.ts';
import { pageTitle } from '../lib/meta.ts';

export const meta = () => [{ title: pageTitle('Create a preorder') }, { name: 'robots', content: 'noindex' }];

export default function AdminCreatePreorder() {
  const guard = useCreateOrderGuard('preorders:update');
  if (guard.status === 'signed-out') return <SignedOutNote from="/admin/create-preorder" />;
  return (
    <CreatePreorderFrame>
      {guard.status === 'allowed' ? <CreatePreorder /> : <CreateOrderLoading />}
    </CreatePreorderFrame>
  );
}
