// Marks a guest buyer in the customer list and modal (issue 17 item 14): someone who ordered without an account, so
// there is no role to change and no account to switch off.
export function GuestBadge() {
  return (
    <span
      title="Ordered without an account"
      className="inline-flex rounded-full bg-gold/15 px-2.5 py-1 text-xs font-semibold text-ink"
    >
      Guest
    </span>
  );
}
