// The four values of Our Story (SPEC §2), each with an icon and a sentence or two.
import { type Icon } from '../../ui/icons/icon.ts';
import { Gem } from '../../ui/icons/gem.ts';
import { Globe } from '../../ui/icons/globe.ts';
import { HandHeart } from '../../ui/icons/hand-heart.ts';
import { Landmark } from '../../ui/icons/landmark.ts';

const VALUES: readonly { icon: Icon; title: string; text: string }[] = [
  {
    icon: HandHeart,
    title: 'Empowerment',
    text: 'Most of the hands behind Hunar belong to women who work from home or in family workshops. Steady orders, agreed before the work starts and paid when it is done, let them earn on their own terms.',
  },
  {
    icon: Landmark,
    title: 'Heritage',
    text: 'Ajrak, chikankari, phulkari and mirror work are languages of pattern that took centuries to grow. We keep their motifs and methods, and we always say where a piece was made.',
  },
  {
    icon: Gem,
    title: 'Quality',
    text: 'We choose cloth for how it wears and washes, and every piece is checked by hand for print, stitch and finish before it is folded and packed.',
  },
  {
    icon: Globe,
    title: 'Global Impact',
    text: 'We deliver across Pakistan and abroad, so families far from home can wear the crafts they grew up with, and every order from overseas brings work back to the villages.',
  },
];

export function BrandValues() {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {VALUES.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-xl border border-linen bg-white/70 p-6">
          <span className="flex h-11 w-11 items-center justify-center rounded-full bg-sand text-madder" aria-hidden>
            <Icon className="h-5 w-5" />
          </span>
          <h3 className="mt-4 text-xl">{title}</h3>
          <p className="mt-2 text-[15px] leading-relaxed text-ink/80">{text}</p>
        </li>
      ))}
    </ul>
  );
}
