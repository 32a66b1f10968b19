// What preorder screens, emails and the API say (SPEC §5, §8), in the spec's words. Apart from domain/preorders.ts so
// a page that only prices or tracks a preorder (the product page, the preorder checkout's first step) does not carry
// every message of the admin and the API with it.
import type { PreorderPayment } from './preorders.ts';

export const PREORDER_MESSAGES = {
  emptyBag: 'Your cart is empty. Please add items before proceeding.',
  pakistanOnly: 'Preorders are delivered within Pakistan only.',
  screenshotsRequired: 'Please add at least one payment screenshot',
  screenshotsTooMany: (max: number) => `You can add at most ${max} screenshots at a time`,
  screenshotsFull: (max: number) => `This payment already has ${max} screenshots. Please contact us to send more.`,
  screenshotFrozen: (payment: PreorderPayment) =>
    `We have already confirmed the ${payment === 'initial' ? 'initial' : 'final'} payment of this preorder, so its screenshots can no longer be changed.`,
  finalNotDue:
    'The final payment is not due yet: we will email you the amount (50% + delivery) when your piece is ready.',
  finalPaidBeforeCharge: 'Please set the delivery charge before marking the final payment paid.',
  deliveryChargeLocked: 'The final payment is already confirmed, so the delivery charge can no longer change.',
  cancelled: 'This preorder is cancelled.',
  signInToAddScreenshots: 'This preorder belongs to an account. Please sign in to add payment screenshots.',
  photosNotFound: 'The progress photos were not received. Please upload them again.',
  cancelNotAllowed: 'Only pending preorders can be cancelled. Please contact us to cancel this preorder.',
  priceChanged:
    'Some prices changed since you added them to your preorder bag. Please review the new amounts before placing your preorder.',
  amountsChanged:
    'The amounts changed since you reviewed them. Please review the new amounts before placing your preorder.',
  staffEntered: 'Preorder entered by staff (phone or WhatsApp)',
  screenshotUncheckable:
    'We could not check your payment screenshot just now, so the preorder was not placed yet. Please press Place Preorder again in a minute.',
  createFailed: 'Failed to create preorder',
  guestCreateFailed: 'Failed to create guest preorder',
  fetchFailed: 'Failed to fetch preorders',
  statusFailed: 'Failed to update preorder status. Please try again.',
  paymentStatusFailed: (payment: PreorderPayment) => `Failed to update ${payment} payment status. Please try again.`,
  deliveryFailed: 'Failed to set delivery charges. Please try again.',
  notesFailed: 'Failed to update admin notes. Please try again.',
  timelineFailed: 'Failed to update timeline. Please try again.',
  imagesFailed: 'Error uploading images. Please try again.',
  imageRemoveFailed: 'Error removing image. Please try again.',
  loadFailed: (error: string) => `Error loading preorders: ${error}`,
  removeImageConfirm: 'Are you sure you want to remove this image?',
  invalidPhone: 'Please enter a valid Pakistani phone number',
  preorderIdRequired: 'Please enter your preorder ID',
  notFound: 'Preorder not found. Please check your preorder ID and try again.',
  trackFailed: 'Error tracking preorder. Please try again.',
  confirmationNotFound: "We couldn't find your preorder. Please check your preorder details or contact support.",
  screenshotsUploaded: 'Screenshots uploaded successfully!',
  imagesTooFew: 'Please upload at least 1 image.',
  imagesTooMany: 'You can upload maximum 3 images.',
  statusEmail: (status: string) => `Your preorder status has been updated to: ${status}`,
} as const;
