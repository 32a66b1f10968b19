// The staff preorder entry's face: the page, for its route.
export { CreatePreorder, CreatePreorderFrame } from './create-preorder-page.tsx';
