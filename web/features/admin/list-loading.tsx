// The placeholder rows an admin list shows while its first page loads, announced to screen readers.
export function ListLoading({ label, rowHeight = 'h-14' }: { label: string; rowHeight?: string }) {
  return (
    <div role="status" aria-busy="true" className="space-y-3">
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} className={`${rowHeight} animate-pulse rounded-lg bg-sand/70`} />
      ))}
    </div>
  );
}
