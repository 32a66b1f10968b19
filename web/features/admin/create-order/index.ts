// The staff order entry's face: the page for its route, the entry frame and placed note the preorder entry shares, and
// the product search the workshop's stock run reuses.
export { CreateOrder, CreateOrderFrame, CreateOrderLoading } from './create-order-page.tsx';
export { AddressFields, CustomerFields } from './customer-fields.tsx';
export { EntryPlaced } from './entry-placed.tsx';
export {
  type DetailValues,
  emptyDetails,
  linesAtNewPrices,
  orderDetailsSchema,
  type PaymentChoice,
  staffEntryBody,
} from './order-details.ts';
export { OrderSummary } from './order-summary.tsx';
export { PaymentFields } from './payment-fields.tsx';
export { ProductPicker } from './product-picker.tsx';
export { SearchResults } from './search-results.tsx';
export { StaffEntryFrame } from './staff-entry-frame.tsx';
export { useCreateOrderGuard } from './use-create-order-guard.ts';
export { useProductSearch } from './use-product-search.ts';
export { useStaffEntrySubmit } from './use-staff-entry-submit.ts';
