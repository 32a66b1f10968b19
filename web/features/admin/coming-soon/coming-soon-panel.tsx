// Logistics: a section the spec names before its feature exists, with its wording.
import { Clock } from '../../../ui/icons/clock.ts';

function ComingSoon({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-linen bg-white px-6 py-16 text-center">
      <Clock className="h-8 w-8 text-gold" aria-hidden />
      <p className="mt-4 max-w-md text-muted">{text}</p>
    </div>
  );
}

export const LogisticsPanel = () => <ComingSoon text="Logistics and delivery features coming soon..." />;
