// PLACEHOLDER: replaced by the orders section.
export default function OrdersPanel() {
  return <p>orders</p>;
}
