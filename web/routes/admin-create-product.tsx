// /admin/create-product (SPEC §2): an administrator adds a product; signed-out visitors sign in first and come back,
// anyone else is sent home. The server renders the frame; the form works in the browser with the admin's token.
import { SignedOutNote } from '../features/account/index.ts';
import {
  EditorFrame,
  EditorLoading,
  ProductForm,
  useProductEditorGuard,
} from '../features/admin/product-editor/index.ts';
import { pageTitle } from '../lib/meta.ts';

export const meta = () => [{ title: pageTitle('Add a product') }, { name: 'robots', content: 'noindex' }];

export default function AdminCreateProduct() {
  const guard = useProductEditorGuard('create');
  if (guard.status === 'signed-out') return <SignedOutNote from="/admin/create-product" />;
  return (
    <EditorFrame
      title="Add a product"
      intro="Fields marked as optional can wait; everything else is needed before the product goes on sale."
    >
      {guard.status === 'allowed' ? <ProductForm /> : <EditorLoading label="Loading the product editor…" />}
    </EditorFrame>
  );
}
