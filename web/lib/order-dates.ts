// How order dates read on the order screens: '12 Mar 2026' and '12 Mar 2026, 3:05 pm', in the shopper's own time zone.
export const orderDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-PK', { day: 'numeric', month: 'short', year: 'numeric' });

export const orderDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-PK', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
