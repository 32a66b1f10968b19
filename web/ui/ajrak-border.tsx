// A thin border of small diamonds in the spirit of an ajrak edge, drawn with CSS gradients (no image download).
const DIAMONDS = {
  backgroundImage:
    'linear-gradient(135deg, var(--color-gold) 25%, transparent 25%), linear-gradient(225deg, var(--color-gold) 25%, transparent 25%), linear-gradient(315deg, var(--color-gold) 25%, transparent 25%), linear-gradient(45deg, var(--color-gold) 25%, transparent 25%)',
  backgroundSize: '14px 14px',
  backgroundPosition: '0 0, 0 0, 7px 7px, 7px 7px',
};

export function AjrakBorder({ className = '' }: { className?: string }) {
  return <div aria-hidden className={`h-2 opacity-70 ${className}`} style={DIAMONDS} />;
}
