// The small flag on a list row whose payment proof needs a closer look (issue 20): an icon with words for screen
// readers and a title for the pointer, beside the payment badge.
import { TriangleAlert } from '../../../ui/icons/triangle-alert.ts';

export function ProofFlag() {
  return (
    <span
      data-testid="proof-flag"
      title="The proof check found something to look at"
      className="inline-flex items-center gap-1 whitespace-nowrap rounded-full border border-madder/40 bg-madder/10 px-2 py-0.5 text-xs font-semibold text-madder"
    >
      <TriangleAlert className="h-3.5 w-3.5" aria-hidden />
      Check proof
    </span>
  );
}
