// The frame of the sign-in, registration and password pages: a centred card under the page's only h1, narrow for
// short forms and wider (two columns on desktop) for the long ones.
import { AjrakBorder } from '../../ui/ajrak-border.tsx';

interface AccountPageProps {
  title: string;
  intro?: React.ReactNode;
  wide?: boolean;
  /** Links under the card (to sign in, to register...). */
  footer?: React.ReactNode;
  children: React.ReactNode;
}

export function AccountPage({ title, intro, wide = false, footer, children }: AccountPageProps) {
  return (
    <div>
      <AjrakBorder />
      <div className={`mx-auto px-4 py-10 sm:px-6 sm:py-14 lg:py-16 ${wide ? 'max-w-3xl' : 'max-w-md'}`}>
        <div className="text-center">
          <h1 className="text-3xl leading-tight sm:text-4xl">{title}</h1>
          {intro && <div className="mx-auto mt-3 max-w-xl text-pretty text-muted">{intro}</div>}
        </div>
        <div className="mt-8 rounded-2xl border border-linen bg-white p-6 shadow-sm sm:p-8">{children}</div>
        {footer && <div className="mt-6 space-y-2 text-center text-sm text-muted">{footer}</div>}
      </div>
    </div>
  );
}
