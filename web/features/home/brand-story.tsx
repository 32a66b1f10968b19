// A short band about how the clothes are made: text and CSS only, so it costs no image download.
const CRAFTS = [
  { place: 'Hala', craft: 'Ajrak block printing' },
  { place: 'Multan', craft: 'Hand block prints' },
  { place: 'Lahore', craft: 'Chikankari embroidery' },
] as const;

/** A border of small diamonds in the spirit of an ajrak edge, drawn with gradients. */
const BORDER_STYLE = {
  backgroundImage:
    'linear-gradient(135deg, var(--color-gold) 25%, transparent 25%), linear-gradient(225deg, var(--color-gold) 25%, transparent 25%), linear-gradient(315deg, var(--color-gold) 25%, transparent 25%), linear-gradient(45deg, var(--color-gold) 25%, transparent 25%)',
  backgroundSize: '14px 14px',
  backgroundPosition: '0 0, 0 0, 7px 7px, 7px 7px',
};

export function BrandStory() {
  return (
    <section aria-labelledby="home-story" className="mt-20 bg-indigo text-ivory lg:mt-28">
      <div aria-hidden className="h-2 opacity-70" style={BORDER_STYLE} />
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-14 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:gap-16 lg:px-8 lg:py-20">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.25em] text-gold">Our craft</p>
          <h2 id="home-story" className="mt-3 text-3xl leading-tight text-balance sm:text-4xl lg:text-5xl">
            Made by hand, one block and one stitch at a time
          </h2>
          <p className="mt-5 max-w-xl text-base leading-relaxed text-ivory/85 sm:text-lg">
            Every piece begins with artisans we know by name: ajrak printers in Hala pressing carved wooden blocks into cloth, block printers in Multan, and chikankari
            embroiderers in Lahore working thread by thread. Natural dyes, small batches and fair pay mean no two pieces are quite the same.
          </p>
        </div>
        <ul className="grid gap-px overflow-hidden rounded-sm bg-ivory/15 sm:grid-cols-3 lg:grid-cols-1">
          {CRAFTS.map(({ place, craft }) => (
            <li key={place} className="flex items-baseline justify-between gap-4 bg-indigo px-5 py-4 sm:flex-col sm:gap-1 lg:flex-row lg:gap-4">
              <span className="font-display text-2xl">{place}</span>
              <span className="text-sm uppercase tracking-[0.14em] text-ivory/75">{craft}</span>
            </li>
          ))}
        </ul>
      </div>
      <div aria-hidden className="h-2 opacity-70" style={BORDER_STYLE} />
    </section>
  );
}
