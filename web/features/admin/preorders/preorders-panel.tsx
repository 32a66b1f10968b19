// The Preorders section: preorders arrive with their own feature; until then the list is empty and says why.
import { Clock } from '../../../ui/icons/clock.ts';

export default function PreordersPanel() {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-linen bg-white px-6 py-16 text-center">
      <Clock className="h-8 w-8 text-gold" aria-hidden />
      <p className="mt-4 font-medium">No preorders yet</p>
      <p className="mt-2 max-w-md text-sm text-muted">
        Preorders with their 50% deposits will be listed here once shoppers can place them.
      </p>
    </div>
  );
}
