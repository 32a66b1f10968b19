// One numbered section of a policy page: the number in the heading, readable body text with lists.
interface PolicySectionProps {
  number: number;
  title: string;
  children: React.ReactNode;
}

export function PolicySection({ number, title, children }: PolicySectionProps) {
  const id = `section-${number}`;
  return (
    <section aria-labelledby={id} className="scroll-mt-28 border-t border-linen pt-8 first:border-t-0 first:pt-0">
      <h2 id={id} className="flex items-baseline gap-3 text-2xl leading-snug sm:text-[1.7rem]">
        <span className="font-sans text-sm font-semibold tabular-nums tracking-wider text-madder">
          {String(number).padStart(2, '0')}
        </span>
        {title}
      </h2>
      <div className="mt-4 space-y-3 text-base leading-relaxed text-ink/85 [&_li]:pl-1 [&_strong]:font-semibold [&_strong]:text-ink [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 marker:text-gold">
        {children}
      </div>
    </section>
  );
}
