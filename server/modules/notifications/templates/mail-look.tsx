// The look every message shares: the shop's colours and type, and the layout table mail programs draw alike.
import type { CSSProperties, ReactNode } from 'react';

// The shop's colours (web/app.css): ink on ivory, madder for actions, linen for rules.
export const C = {
  ink: '#221e1b',
  muted: '#6b625a',
  madder: '#8c2f1b',
  ivory: '#fbf8f3',
  sand: '#f3ece1',
  linen: '#e8dfd1',
};
export const SERIF = "Georgia, 'Times New Roman', serif";
export const SANS = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
export const TEXT: CSSProperties = {
  margin: '0 0 16px',
  fontFamily: SANS,
  fontSize: 15,
  lineHeight: '24px',
  color: C.ink,
};

/** A table used for layout only: screen readers skip its structure. */
export function LayoutTable({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ borderCollapse: 'collapse', ...style }}
    >
      <tbody>{children}</tbody>
    </table>
  );
}
