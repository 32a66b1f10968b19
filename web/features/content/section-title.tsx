// A content section's heading: small madder eyebrow over a display h2, as on the shop and home pages.
interface SectionTitleProps {
  id: string;
  eyebrow: string;
  title: string;
  centered?: boolean;
}

export function SectionTitle({ id, eyebrow, title, centered = false }: SectionTitleProps) {
  return (
    <div className={centered ? 'text-center' : ''}>
      <p className="text-xs font-semibold uppercase tracking-[0.25em] text-madder">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl leading-tight text-balance sm:text-4xl">
        {title}
      </h2>
    </div>
  );
}
