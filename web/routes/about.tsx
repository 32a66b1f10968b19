// /about, Our Story: how Hunar began, its mission, vision and values, and four watermarked textile panels (SPEC §2).
import {
  BrandValues,
  PageHeader,
  SectionTitle,
  type TextilePattern,
  WatermarkedPanel,
} from '../features/content/index.ts';
import { pageTitle, socialMeta } from '../lib/meta.ts';
import { ButtonLink } from '../ui/button.tsx';
import { READS_NO_QUERY } from '../lib/page-handle.ts';

export const handle = READS_NO_QUERY;

export function meta() {
  return socialMeta({
    title: pageTitle('Our Story'),
    description:
      'Hunar began with a mother and her daughters block-printing ajrak in Hala. Today we work with artisans in Hala, Multan, Bahawalpur, Swat, Quetta and Lahore.',
  });
}

const PANELS: readonly { pattern: TextilePattern; title: string; place: string; description: string }[] = [
  {
    pattern: 'ajrak',
    title: 'Ajrak stars',
    place: 'Hala, Sindh',
    description: 'Ajrak pattern: indigo stars on madder red with black roundels',
  },
  {
    pattern: 'buti',
    title: 'Block-print butis',
    place: 'Multan, Punjab',
    description: 'Block-print pattern: small madder flowers with gold centres on cream cotton',
  },
  {
    pattern: 'chikankari',
    title: 'Chikankari vines',
    place: 'Lahore, Punjab',
    description: 'Chikankari pattern: white running-stitch vines and leaves on green',
  },
  {
    pattern: 'phulkari',
    title: 'Phulkari diamonds',
    place: 'Swat valley',
    description: 'Phulkari pattern: nested golden diamonds on deep red',
  },
];

function Story() {
  return (
    <section aria-labelledby="story-title" className="mx-auto max-w-3xl px-5 pt-14 sm:px-6 lg:pt-20">
      <SectionTitle id="story-title" eyebrow="How it began" title="A courtyard in Hala" />
      <div className="mt-6 space-y-5 text-base leading-relaxed text-ink/85 sm:text-lg">
        <p>
          Hunar began on the floor of our mother&apos;s courtyard in Hala, where she printed ajrak for the family every
          winter. The carved blocks came from an old karigar two streets away; the rest was hers: how long the cloth
          sits in the indigo, why it is washed in the canal before the madder goes on, how to press a block so the stars
          meet. As girls we held the cloth straight while she printed, and before long the four of us were making kurtas
          for cousins, then for neighbours, then for their friends in Karachi.
        </p>
        <p>
          The orders soon outgrew one courtyard, so we went looking for hands we could trust. Today we work with block
          printers in Hala and Multan, chikankari embroiderers in Lahore, families in Bahawalpur who stitch the
          desert&apos;s bright needlework, phulkari and Swati embroiderers in the Swat valley, and mirror-work artisans
          in Quetta. We visit them, we know their children&apos;s names, and we plan each collection around what they do
          best.
        </p>
        <p>
          <em>Hunar</em> means skill, the kind that lives in the hands and is passed from one generation to the next. We
          still work the way our mother did: small batches, no rushing the dye, every piece checked by someone who cares
          how it turned out. When you wear Hunar, you carry a little of a courtyard in Hala, a veranda in Swat, a
          workshop in Multan.
        </p>
      </div>
    </section>
  );
}

function Crafts() {
  return (
    <section aria-labelledby="crafts-title" className="mx-auto max-w-6xl px-5 pt-16 sm:px-6 lg:px-8 lg:pt-24">
      <SectionTitle id="crafts-title" eyebrow="From the workshops" title="Patterns our artisans keep alive" centered />
      <div className="mt-10 grid grid-cols-2 gap-x-4 gap-y-8 lg:grid-cols-4 lg:gap-6">
        {PANELS.map((panel) => (
          <WatermarkedPanel key={panel.pattern} {...panel} />
        ))}
      </div>
    </section>
  );
}

function MissionAndVision() {
  return (
    <section aria-label="Mission and vision" className="mx-auto max-w-5xl px-5 pt-16 sm:px-6 lg:px-8 lg:pt-24">
      <div className="grid gap-5 md:grid-cols-2">
        <div className="rounded-2xl bg-indigo p-8 text-ivory lg:p-10">
          <p className="text-xs font-semibold uppercase tracking-[0.25em] text-linen">Our mission</p>
          <h2 className="mt-3 text-2xl leading-snug text-balance sm:text-3xl">Everyday clothes, made by hand</h2>
          <p className="mt-4 leading-relaxed text-ivory/85">
            To bring Pakistan&apos;s hand crafts (block printing, chikankari, phulkari and mirror work) into clothes
            women and children wear every day, and to make that work pay the people who do it.
          </p>
        </div>
        <div className="rounded-2xl bg-sand p-8 lg:p-10">
          <p className="text-xs font-semibold uppercase tracking-[0.25em] text-madder">Our vision</p>
          <h2 className="mt-3 text-2xl leading-snug text-balance sm:text-3xl">A craft worth inheriting</h2>
          <p className="mt-4 leading-relaxed text-ink/85">
            A future where a girl in Hala can learn her grandmother&apos;s craft and build a living from it, and where a
            family in Lahore or London chooses its clothes knowing whose hands made them.
          </p>
        </div>
      </div>
    </section>
  );
}

function Values() {
  return (
    <section aria-labelledby="values-title" className="mx-auto max-w-6xl px-5 pt-16 sm:px-6 lg:px-8 lg:pt-24">
      <SectionTitle id="values-title" eyebrow="What we stand for" title="Our values" centered />
      <div className="mt-10">
        <BrandValues />
      </div>
      <div className="mt-14 text-center">
        <ButtonLink to="/shop">Shop the collection</ButtonLink>
      </div>
    </section>
  );
}

export default function About() {
  return (
    <div className="pb-4">
      <PageHeader eyebrow="About Hunar" title="Our Story">
        <p>
          A mother, her daughters and a set of carved wooden blocks: how a family tradition from Hala became a home for
          Pakistan&apos;s hand crafts.
        </p>
      </PageHeader>
      <Story />
      <Crafts />
      <MissionAndVision />
      <Values />
    </div>
  );
}
