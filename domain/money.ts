// How amounts read on pages and in email: whole rupees with thousands separators.
/** PKR as shoppers read it: 'Rs 4,850'. */
export function formatPkr(amount: number): string {
  return `Rs ${Math.round(amount).toLocaleString('en-PK')}`;
}
