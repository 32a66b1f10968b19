// /admin/edit-product/{prodId} (SPEC §2): an administrator edits a product, inactive ones too; signed-out visitors
// sign in first and come back, shoppers go home, other staff see 'Access Denied'; an unknown SKU says 'Product not
// found' and a failed load 'Error loading product', each with a way back to the admin panel.
import { useParams } from 'react-router';
import { SignedOutNote } from '../features/account/index.ts';
import {
  EditorFrame,
  EditorLoading,
  EditorMessage,
  ProductForm,
  useProductByProdId,
  useProductEditorGuard,
} from '../features/admin/product-editor/index.ts';
import { pageTitle } from '../lib/meta.ts';
import { Button } from '../ui/button.tsx';

export const meta = () => [{ title: pageTitle('Edit product') }, { name: 'robots', content: 'noindex' }];

export default function AdminEditProduct() {
  const prodId = useParams().prodId ?? '';
  const guard = useProductEditorGuard('edit');
  const { load, retry } = useProductByProdId(prodId, guard.status === 'allowed');

  if (guard.status === 'signed-out') return <SignedOutNote from={`/admin/edit-product/${prodId}`} />;
  if (guard.status === 'denied')
    return <EditorMessage title="Access Denied" text="Only an administrator can edit products." />;
  if (guard.status === 'checking' || load.status === 'loading')
    return (
      <EditorFrame title="Edit product">
        <EditorLoading label="Loading the product…" />
      </EditorFrame>
    );
  if (load.status === 'not-found')
    return (
      <EditorMessage title="Product not found" text={`No product has the SKU ${prodId}. It may have been deleted.`} />
    );
  if (load.status === 'error')
    return (
      <EditorMessage title="Error loading product" text={load.message}>
        <Button onClick={retry}>Try again</Button>
      </EditorMessage>
    );
  return (
    <EditorFrame
      title="Edit product"
      intro={`SKU ${load.product.prodId}. Changes show in the shop as soon as you save.`}
    >
      {/* Keyed by the product, so opening another product starts from its own values. */}
      <ProductForm key={load.product._id} product={load.product} />
    </EditorFrame>
  );
}
