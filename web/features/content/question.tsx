// One question and its answer inside an FAQ section.
interface QuestionProps {
  question: string;
  children: React.ReactNode;
}

export function Question({ question, children }: QuestionProps) {
  return (
    <div className="py-4 first:pt-0 last:pb-0">
      <h3 className="font-sans text-base font-semibold text-ink">{question}</h3>
      <div className="mt-2 space-y-2 text-[15px] leading-relaxed text-ink/80">{children}</div>
    </div>
  );
}

/** Questions separated by hairlines. */
export function QuestionList({ children }: { children: React.ReactNode }) {
  return <div className="divide-y divide-linen">{children}</div>;
}
