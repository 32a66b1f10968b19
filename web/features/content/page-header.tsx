// The opening band of a content page: a small eyebrow label, the page's only h1 and a short introduction.
import { AjrakBorder } from '../../ui/ajrak-border.tsx';

interface PageHeaderProps {
  eyebrow: string;
  title: string;
  children?: React.ReactNode;
}

export function PageHeader({ eyebrow, title, children }: PageHeaderProps) {
  return (
    <header className="bg-sand/70">
      <div className="mx-auto max-w-3xl px-5 pb-12 pt-12 text-center sm:px-6 lg:pb-16 lg:pt-20">
        <p className="text-xs font-semibold uppercase tracking-[0.25em] text-madder">{eyebrow}</p>
        <h1 className="mt-3 text-4xl leading-tight text-balance sm:text-5xl lg:text-6xl">{title}</h1>
        {children && (
          <div className="mx-auto mt-5 max-w-2xl text-base leading-relaxed text-pretty text-muted sm:text-lg">
            {children}
          </div>
        )}
      </div>
      <AjrakBorder />
    </header>
  );
}
