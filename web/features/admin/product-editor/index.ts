// The product editor's face: the create and edit pages, for their routes.
export { EditorFrame, EditorLoading, EditorMessage } from './editor-page.tsx';
export { ProductForm } from './product-form.tsx';
export { useProductByProdId } from './use-product-by-prod-id.ts';
export { useProductEditorGuard } from './use-product-editor-guard.ts';
