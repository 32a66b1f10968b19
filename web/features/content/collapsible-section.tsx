// A section that opens and closes on its own: native <details>, so it works before hydration and with any assistive technology.
import { type Icon } from '../../ui/icons/icon.ts';
import { ChevronDown } from '../../ui/icons/chevron-down.ts';

interface CollapsibleSectionProps {
  id: string;
  title: string;
  icon: Icon;
  children: React.ReactNode;
}

export function CollapsibleSection({ id, title, icon: Icon, children }: CollapsibleSectionProps) {
  return (
    <details
      id={id}
      className="group scroll-mt-28 rounded-xl border border-linen bg-white/70 transition-colors open:border-gold/50 open:bg-white"
    >
      <summary className="flex cursor-pointer list-none items-center gap-4 rounded-xl px-5 py-5 sm:px-6 [&::-webkit-details-marker]:hidden">
        <span
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-sand text-madder"
          aria-hidden
        >
          <Icon className="h-5 w-5" />
        </span>
        <h2 className="flex-1 text-xl leading-snug sm:text-2xl">{title}</h2>
        <ChevronDown
          className="h-5 w-5 shrink-0 text-muted transition-transform duration-200 group-open:rotate-180"
          aria-hidden
        />
      </summary>
      <div className="border-t border-linen px-5 pb-6 pt-5 sm:px-6">{children}</div>
    </details>
  );
}
