// A short band about how the clothes are made: text and CSS only, so it costs no image download.
import { AjrakBorder } from '../../ui/ajrak-border.tsx';

const CRAFTS = [
  { place: 'Hala', craft: 'Ajrak block printing' },
  { place: 'Multan', craft: 'Hand block prints' },
  { place: 'Lahore', craft: 'Chikankari embroidery' },
] as const;

export function BrandStory() {
  return (
    <section aria-labelledby="home-story" className="mt-20 bg-indigo text-ivory lg:mt-28">
      <AjrakBorder />
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-14 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:gap-16 lg:px-8 lg:py-20">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.25em] text-gold-light">Our craft</p>
          <h2 id="home-story" className="mt-3 text-3xl leading-tight text-balance sm:text-4xl lg:text-5xl">
            Made by hand, one block and one stitch at a time
          </h2>
          <p className="mt-5 max-w-xl text-base leading-relaxed text-ivory/85 sm:text-lg">
            Every piece begins in a workshop: ajrak printers in Hala press carved wooden blocks into cloth, block
            printers in Multan build the colours layer by layer, and chikankari embroiderers in Lahore work fine
            white-on-white stitches by hand. Made in small batches, no two pieces are quite the same.
          </p>
        </div>
        <ul className="border-t border-ivory/20">
          {CRAFTS.map(({ place, craft }) => (
            <li key={place} className="flex items-baseline justify-between gap-4 border-b border-ivory/20 py-4 lg:py-5">
              <span className="font-display text-2xl lg:text-[1.7rem]">{place}</span>
              <span className="text-right text-xs uppercase tracking-[0.16em] text-ivory/75">{craft}</span>
            </li>
          ))}
        </ul>
      </div>
      <AjrakBorder />
    </section>
  );
}
