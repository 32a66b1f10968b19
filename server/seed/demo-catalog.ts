// The demo catalogue the seed loads: 38 handmade pieces (women, girl, boy) with stock, colours and size guides.
import type { DemoProduct, SizeGuideRow } from './demo-types.ts';
import { SIZES, type Size } from '../../domain/limits.ts';

// ---------------------------------------------------------------------------
// Size guides. Inches as text; one table per body (women, girl, boy), with the
// garment length driven by the product's `fit` and the size.
// ---------------------------------------------------------------------------

type Sleeve = 'full' | 'three-quarter' | 'half' | 'short';

interface Fit {
  /** Garment length in inches at size M (kameez/kurta/frock length, lehenga skirt length, dupatta length). */
  length?: number;
  sleeve?: Sleeve;
}

interface BodyTable {
  chest: readonly string[];
  hips: readonly string[];
  shoulder: readonly string[];
  armhole: readonly string[];
  sleeveLength: Readonly<Record<Sleeve, readonly string[]>>;
  sleeveOpening: Readonly<Record<Sleeve, readonly string[]>>;
  /** Inches added to the size-M length per size step (XS is two steps below M). */
  lengthStep: number;
}

/** Values in SIZES order: XS, S, M, L, XL, XXL. */
const WOMEN_TABLE: BodyTable = {
  chest: ['32-34', '35-36', '37-38', '39-40', '41-42', '43-44'],
  hips: ['35-37', '38-39', '40-41', '42-43', '44-45', '46-48'],
  shoulder: ['13.5', '14', '14.5', '15', '15.5', '16'],
  armhole: ['7.5', '8', '8.5', '9', '9.5', '10'],
  sleeveLength: {
    full: ['21', '21.5', '22', '22.5', '23', '23'],
    'three-quarter': ['16', '16.5', '17', '17.5', '18', '18'],
    half: ['11', '11.5', '12', '12', '12.5', '12.5'],
    short: ['6', '6', '6.5', '6.5', '7', '7'],
  },
  sleeveOpening: {
    full: ['4.5', '4.75', '5', '5.25', '5.5', '6'],
    'three-quarter': ['5.5', '5.75', '6', '6.25', '6.5', '7'],
    half: ['6', '6.25', '6.5', '7', '7.5', '8'],
    short: ['11', '11.5', '12', '12.5', '13', '14'],
  },
  lengthStep: 0.5,
};

const GIRL_TABLE: BodyTable = {
  chest: ['22', '24', '26', '28', '30', '32'],
  hips: ['23', '25', '27', '29', '31', '33'],
  shoulder: ['10', '10.5', '11.5', '12', '12.5', '13.5'],
  armhole: ['5', '5.5', '6', '6.5', '7', '7.5'],
  sleeveLength: {
    full: ['11', '12.5', '14', '15.5', '17', '18.5'],
    'three-quarter': ['8', '9', '10.5', '11.5', '13', '14'],
    half: ['5', '5.5', '6', '6.5', '7', '7.5'],
    short: ['3', '3.5', '3.5', '4', '4', '4.5'],
  },
  sleeveOpening: {
    full: ['4', '4.25', '4.5', '4.75', '5', '5.25'],
    'three-quarter': ['4.5', '4.75', '5', '5.25', '5.5', '5.75'],
    half: ['7', '7.5', '8', '8.5', '9', '9.5'],
    short: ['8', '8.5', '9', '9.5', '10', '10.5'],
  },
  lengthStep: 3,
};

const BOY_TABLE: BodyTable = {
  chest: ['23', '25', '27', '29', '31', '33'],
  hips: ['24', '26', '28', '30', '32', '34'],
  shoulder: ['10.5', '11', '12', '12.5', '13.5', '14'],
  armhole: ['5.5', '6', '6.5', '7', '7.5', '8'],
  sleeveLength: {
    full: ['11.5', '13', '14.5', '16', '17.5', '19'],
    'three-quarter': ['8.5', '9.5', '11', '12', '13.5', '14.5'],
    half: ['5.5', '6', '6.5', '7', '7.5', '8'],
    short: ['3.5', '4', '4', '4.5', '4.5', '5'],
  },
  sleeveOpening: {
    full: ['4', '4.25', '4.5', '4.75', '5', '5.5'],
    'three-quarter': ['4.5', '4.75', '5', '5.5', '5.75', '6'],
    half: ['7', '7.5', '8', '8.5', '9', '9.5'],
    short: ['8', '8.5', '9', '9.5', '10', '10.5'],
  },
  lengthStep: 2.5,
};

/** Size-M length when a product gives none, by category and garment. */
function defaultLength(category: DemoProduct['category'], garment: DemoProduct['garment']): number {
  if (garment === 'dupatta') return category === 'women' ? 98 : 72;
  if (category === 'women') return garment === 'angrakha' ? 45 : garment === 'shalwar-kameez' ? 40 : 42;
  if (category === 'girl') return garment === 'frock' ? 30 : 26;
  return garment === 'shalwar-kameez' ? 26 : 25;
}

function inches(n: number): string {
  return String(Math.round(n * 2) / 2);
}

function bodyRow(table: BodyTable, size: Size, lengthAtM: number, sleeve: Sleeve): SizeGuideRow {
  const i = SIZES.indexOf(size);
  const stepsFromM = i - SIZES.indexOf('M');
  return {
    length: inches(lengthAtM + stepsFromM * table.lengthStep),
    shoulder: table.shoulder[i] ?? '',
    chest: table.chest[i] ?? '',
    hips: table.hips[i] ?? '',
    armhole: table.armhole[i] ?? '',
    sleeveLength: table.sleeveLength[sleeve][i] ?? '',
    sleeveOpening: table.sleeveOpening[sleeve][i] ?? '',
  };
}

/** Dupattas are free size: only the length means anything. */
function dupattaRow(length: number): SizeGuideRow {
  return {
    length: inches(length),
    shoulder: 'Free size',
    chest: 'Free size',
    hips: 'Free size',
    armhole: 'N/A',
    sleeveLength: 'N/A',
    sleeveOpening: 'N/A',
  };
}

/** A size guide row for every size the product offers, consistent across the catalogue. */
function buildSizeGuide(
  entry: Omit<DemoProduct, 'sizeGuide'>,
  fit: Fit | undefined,
): Partial<Record<Size, SizeGuideRow>> {
  const length = fit?.length ?? defaultLength(entry.category, entry.garment);
  const sleeve = fit?.sleeve ?? 'full';
  const table = entry.category === 'women' ? WOMEN_TABLE : entry.category === 'girl' ? GIRL_TABLE : BOY_TABLE;
  const guide: Partial<Record<Size, SizeGuideRow>> = {};
  for (const size of SIZES) {
    if (entry.sizeStock[size] === undefined) continue;
    guide[size] = entry.garment === 'dupatta' ? dupattaRow(length) : bodyRow(table, size, length, sleeve);
  }
  return guide;
}

/** A catalogue entry as written below: everything but the size guide, plus the cut. */
type CatalogEntry = Omit<DemoProduct, 'sizeGuide'> & { fit?: Fit };

function product(entry: CatalogEntry): DemoProduct {
  const { fit, ...rest } = entry;
  return { ...rest, sizeGuide: buildSizeGuide(rest, fit) };
}

// ---------------------------------------------------------------------------
// The catalogue.
// ---------------------------------------------------------------------------

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  // ----- Women -------------------------------------------------------------
  product({
    prodId: 'WMN-AJK-001',
    name: 'Indigo Ajrak Kurta / Hand Block-Printed',
    description:
      'Cut from soft cambric and printed by a family workshop in Hala, this kurta carries the classic ajrak star medallions in deep indigo with madder-red and black outlines. Each length passes through more than a dozen stages of resist printing, dyeing and river washing before it reaches our tailors in Lahore. A straight, easy cut with side slits makes it an everyday favourite over a white shalwar or jeans.',
    details: [
      'Fabric: 100% cotton cambric',
      'Hand block-printed ajrak with natural indigo and madder',
      'Colours may bleed slightly on first wash: wash separately',
      'Gentle hand wash in cold water; dry in shade',
      'Model wears size S',
    ],
    price: 6290,
    category: 'women',
    sizeStock: { XS: 4, S: 9, M: 14, L: 7, XL: 3, XXL: 0 },
    colors: ['Indigo', 'Ajrak Red', 'Black'],
    isNew: true,
    isFeatured: true,
    isActive: true,
    createdDaysAgo: 18,
    garment: 'kurta',
    pattern: 'ajrak',
    imageCount: 4,
    fit: { length: 42, sleeve: 'three-quarter' },
  }),
  product({
    prodId: 'WMN-CHK-002',
    name: 'Chikankari Lawn Angrakha',
    description:
      "Our signature angrakha in fine powder-blue lawn, its wrap-over bodice and flared panels covered in white chikankari by a women's collective in Lahore. Shadow-work leaves, jaali and tiny knotted buds take close to three weeks of handwork per piece. Light enough for a summer afternoon dawat, dressy enough for Eid morning.",
    details: [
      'Fabric: premium cotton lawn, fully lined bodice',
      'Hand chikankari in white cotton thread',
      'Tie-up wrap front with tasselled dori',
      'Dry clean recommended',
      'Model wears size S',
    ],
    price: 12500,
    category: 'women',
    sizeStock: { S: 6, M: 11, L: 8, XL: 2 },
    colors: ['Powder Blue', 'White'],
    isNew: false,
    isFeatured: true,
    isActive: true,
    createdDaysAgo: 22,
    garment: 'angrakha',
    pattern: 'chikankari',
    imageCount: 5,
    fit: { length: 45, sleeve: 'full' },
  }),
  product({
    prodId: 'WMN-PHK-003',
    name: 'Phulkari Khaddar Kurta',
    description:
      'A black handloom khaddar kurta with a bold phulkari yoke in fuchsia, orange and green silk floss. The darning-stitch flowers are worked from the reverse of the cloth by embroiderers in villages around Bahawalpur, the same way their grandmothers stitched wedding shawls. Warm enough for a Lahore winter and bright enough to lift the greyest day.',
    details: [
      'Fabric: handloom cotton khaddar',
      'Hand phulkari yoke in untwisted silk floss',
      'Dry clean, or hand wash inside out in cold water',
      'Do not wring or tumble dry',
      'Model wears size M',
    ],
    price: 7850,
    category: 'women',
    sizeStock: { XS: 2, S: 5, M: 0, L: 6, XL: 1 },
    colors: ['Black', 'Fuchsia', 'Orange', 'Green'],
    isNew: false,
    isFeatured: false,
    isActive: true,
    createdDaysAgo: 247,
    garment: 'kurta',
    pattern: 'phulkari',
    imageCount: 3,
    fit: { length: 40, sleeve: 'full' },
  }),
  product({
    prodId: 'WMN-MRR-004',
    name: 'Balochi Mirror-Work Kurta / Raw Silk',
    description:
      'Deep maroon raw silk framed with Balochi embroidery: a dense panel of tiny round mirrors, chain stitch and gold thread runs down the front and around both cuffs. The needlework is done by artisans in Quetta and takes a single embroiderer most of a month. Pair it with a gold tissue shalwar for a mehndi or a winter wedding.',
    details: [
      'Fabric: pure raw silk with cotton lining',
      'Hand-stitched shisha (mirror) and gold thread work',
      'Dry clean only',
      'Store folded in tissue, away from damp',
      'Last few pieces: no restock planned',
    ],
    price: 11900,
    category: 'women',
    sizeStock: { S: 0, M: 0, L: 2, XL: 0 },
    colors: ['Maroon', 'Gold'],
    isNew: false,
    isFeatured: false,
    isActive: true,
    createdDaysAgo: 53,
    garment: 'kurta',
    pattern: 'mirror-work',
    imageCount: 4,
    fit: { length: 43, sleeve: 'full' },
  }),
  product({
    prodId: 'WMN-BLK-005',
    name: 'Hala Block-Print Lawn Shalwar Kameez',
    description:
      "A two-piece suit in mustard lawn, stamped by hand with indigo buti blocks carved from sheesham wood in Hala. Slight shifts where one block meets the next are the mark of the printer's hand, not a flaw. The kameez is straight and relaxed; the matching shalwar is cut full with an elasticated waist for all-day comfort.",
    details: [
      'Fabric: 100% cotton lawn, kameez and shalwar',
      'Hand block-printed with azo-free dyes',
      'Machine wash cold on a gentle cycle, or hand wash',
      'Iron on reverse',
      'Model wears size S',
    ],
    price: 8450,
    category: 'women',
    sizeStock: { XS: 7, S: 18, M: 24, L: 16, XL: 9, XXL: 4 },
    colors: ['Mustard', 'Indigo'],
    isNew: false,
    isFeatured: false,
    isActive: true,
    createdDaysAgo: 74,
    garment: 'shalwar-kameez',
    pattern: 'block-print',
    imageCount: 3,
    fit: { length: 40, sleeve: 'three-quarter' },
  }),
  product({
    prodId: 'WMN-DPT-006',
    name: 'Hand-Embroidered Organza Dupatta',
    description:
      'A sheer tea-pink silk organza dupatta with a hand-embroidered border of gold zari creepers and pearl-tipped buds. The scalloped edge is finished by hand so it falls softly over the shoulder without fraying. Throw it over a plain kurta and it becomes an Eid outfit.',
    details: [
      'Fabric: silk organza',
      'Size: about 2.5 yards (98 x 40 in)',
      'Hand zari and dabka embroidery on the borders',
      'Dry clean only',
      'Steam, or iron on low heat with a cloth in between',
    ],
    price: 5900,
    category: 'women',
    sizeStock: { M: 12 },
    colors: ['Tea Pink', 'Gold'],
    isNew: true,
    isFeatured: false,
    isActive: true,
    createdDaysAgo: 11,
    garment: 'dupatta',
    pattern: 'embroidery',
    imageCount: 3,
    fit: { length: 98 },
  }),
  product({
    prodId: 'WMN-DPT-007',
    name: 'Ajrak Dupatta',
    description:
      'The ajrak as Sindh has worn it for centuries: a full-length cotton shawl printed on both sides in crimson madder, indigo and black. It is made in Hala by a printing family now in its fifth generation. Wear it as a dupatta, take it as a travel wrap, or send it to someone far from home.',
    details: [
      'Fabric: 100% cotton',
      'Size: about 2.5 yards (98 x 42 in)',
      'Double-sided resist print with natural dyes',
      'Colours may bleed in the first few washes: wash separately in cold water',
    ],
    price: 2650,
    category: 'women',
    sizeStock: { M: 27 },
    colors: ['Ajrak Red', 'Indigo', 'Black'],
    isNew: false,
    isFeatured: false,
    isActive: true,
    createdDaysAgo: 156,
    garment: 'dupatta',
    pattern: 'ajrak',
    imageCount: 2,
    fit: { length: 98 },
  }),
  product({
    prodId: 'WMN-KHD-008',
    name: 'Handloom Khaddar Kurta / Winter Stripe',
    description:
      'Woven on pit looms near Multan, this khaddar has a slubby hand feel and narrow rust-and-cream stripes that never line up quite the same way twice. We keep the cut simple: band collar, wooden buttons and side pockets. A dependable winter kurta for college, the office or a chai stop on the way home.',
    details: [
      'Fabric: 100% handloom cotton khaddar',
      'Handwoven stripes; small irregularities are natural',
      'Expect 2-3% shrinkage on first wash',
      'Machine wash cold, dry in shade',
      'Model wears size M',
    ],
    price: 4750,
    category: 'women',
    sizeStock: { S: 3, M: 8, L: 0, XL: 5, XXL: 0 },
    colors: ['Rust', 'Cream'],
    isNew: false,
    isFeatured: false,
    isActive: true,
    createdDaysAgo: 121,
    garment: 'kurta',
    pattern: 'khaddar-stripe',
    imageCount: 3,
    fit: { length: 41, sleeve: 'full' },
  }),
  product({
    prodId: 'WMN-GOT-009',
    name: 'Gota Work Chiffon Angrakha / Mehndi Edit',
    description:
      'Made for the mehndi night: a floor-skimming angrakha in mehndi-green pure chiffon, edged with hand-applied gota patti in antique gold. Karigars in Bahawalpur fold and stitch every petal of the gota flowers before the layers are joined in our Lahore studio. It comes with a matching silk inner and a raw silk churidar.',
    details: [
      'Fabric: pure chiffon with silk inner; raw silk churidar',
      'Hand-applied gota and kiran lace',
      'Dry clean only',
      'Keep metallic work away from perfume',
      'Model wears size XS',
    ],
    price: 16800,
    category: 'women',
    sizeStock: { XS: 1, S: 4, M: 6, L: 3, XL: 2 },
    colors: ['Mehndi', 'Gold'],
    isNew: true,
    isFeatured: true,
    isActive: true,
    createdDaysAgo: 2,
    garment: 'angrakha',
    pattern: 'embroidery',
    imageCount: 5,
    fit: { length: 46, sleeve: 'full' },
  }),
  product({
    prodId: 'WMN-SWT-010',
    name: 'Swati Embroidered Karandi Shalwar Kameez',
    description:
      'Swati embroidery has a look all its own: tight geometric bands of crimson and pink silk on a dark ground. Here it runs across the neckline and sleeves of a charcoal karandi suit, stitched by women in the Swat valley during the long winter months. The textured weave holds warmth without bulk, so it layers easily under a shawl.',
    details: [
      'Fabric: karandi (textured winter weave), two pieces',
      'Hand-embroidered in Swat with silk thread',
      'Dry clean recommended',
      'Iron on reverse at medium heat',
      'Model wears size S',
    ],
    price: 13450,
    category: 'women',
    sizeStock: { S: 5, M: 7, L: 4 },
    colors: ['Charcoal', 'Crimson'],
    isNew: false,
    isFeatured: true,
    isActive: true,
    createdDaysAgo: 35,
    garment: 'shalwar-kameez',
    pattern: 'embroidery',
    imageCount: 4,
    fit: { length: 41, sleeve: 'full' },
  }),
  product({
    prodId: 'WMN-CHK-011',
    name: 'Chikankari Cotton Net Kurta / Eid Edit',
    description:
      'A mint cotton-net kurta worked all over with white chikankari in tepchi and bakhia stitches. The net breathes, and the fine embroidery adds just enough weight for the kurta to hang beautifully. Wear it over a contrasting slip for Eid, then again at every summer wedding of the season.',
    details: [
      'Fabric: cotton net with a separate cotton slip',
      'Hand chikankari in tepchi and bakhia stitches',
      'Gentle hand wash in cold water with mild detergent',
      'Dry flat in shade',
      'Model wears size S',
    ],
    price: 9650,
    category: 'women',
    sizeStock: { XS: 10, S: 15, M: 21, L: 12, XL: 6, XXL: 2 },
    colors: ['Mint Green', 'White'],
    isNew: true,
    isFeatured: false,
    isActive: true,
    createdDaysAgo: 5,
    garment: 'kurta',
    pattern: 'chikankari',
    imageCount: 4,
    fit: { length: 44, sleeve: 'three-quarter' },
  }),
  product({
    prodId: 'WMN-DPT-012',
    name: 'Phulkari Chiffon Dupatta',
    description:
      'Punjabi phulkari motifs reimagined on a light peach chiffon: scattered bagh-style flowers in fuchsia and green silk floss with a broad embroidered pallu. It is airy enough for summer and adds instant colour to a plain white suit.',
    details: [
      'Fabric: pure chiffon',
      'Size: about 2.5 yards (96 x 40 in)',
      'Hand phulkari in silk floss on both ends',
      'Dry clean only',
    ],
    price: 4300,
    category: 'women',
    sizeStock: { M: 8 },
    colors: ['Peach', 'Fuchsia', 'Green'],
    isNew: false,
    isFeatured: false,
    isActive: true,
    createdDaysAgo: 97,
    garment: 'dupatta',
    pattern: 'phulkari',
    imageCount: 2,
    fit: { length: 96 },
  }),
  product({
    prodId: 'WMN-BLK-013',
    name: 'Block-Printed Linen Kurta',
    description:
      'A relaxed sage-green linen kurta printed with olive leaf blocks in Hala. The linen creases gently and grows softer with wear. Off the shop for now while we re-cut it in a longer length.',
    details: [
      'Fabric: 100% linen',
      'Hand block-printed with vegetable dyes',
      'Hand wash cold, iron while damp',
      'Model wears size M',
    ],
    price: 5490,
    category: 'women',
    sizeStock: { S: 0, M: 3, L: 5, XL: 0 },
    colors: ['Sage Green', 'Olive'],
    isNew: false,
    isFeatured: false,
    isActive: false,
    createdDaysAgo: 281,
    garment: 'kurta',
    pattern: 'block-print',
    imageCount: 2,
    fit: { length: 39, sleeve: 'three-quarter' },
  }),

  // ----- Girls -------------------------------------------------------------
  product({
    prodId: 'GRL-FRK-001',
    name: 'Phulkari Eid Frock',
    description:
      'A twirl-ready frock in pistachio cotton with a phulkari bodice in fuchsia and saffron floss, stitched by a mother-and-daughter team in a village outside Bahawalpur. The skirt is cut from a full circle and lined in soft mul so it never scratches. Made for Eid photos, and for running around the courtyard afterwards.',
    details: [
      'Fabric: cotton with mul cotton lining',
      'Hand phulkari on the bodice',
      'Back zip with a fabric guard',
      'Hand wash cold, dry in shade',
      'Sizes: XS 2-3 yrs, S 4-5 yrs, M 6-7 yrs, L 8-9 yrs',
    ],
    price: 4850,
    category: 'girl',
    sizeStock: { XS: 12, S: 17, M: 14, L: 9 },
    colors: ['Pistachio', 'Fuchsia', 'Saffron'],
    isNew: true,
    isFeatured: false,
    isActive: true,
    createdDaysAgo: 1,
    garment: 'frock',
    pattern: 'phulkari',
    imageCount: 4,
    fit: { length: 30, sleeve: 'half' },
  }),
  product({
    prodId: 'GRL-LHG-002',
    name: 'Mirror-Work Lehenga Set',
    description:
      'A three-piece lehenga set for little wedding guests: magenta raw silk skirt, short blouse and net dupatta, all scattered with hand-stitched mirrors and gold thread. The mirror work comes from Balochi artisans in Quetta, scaled down to suit a smaller frame. An adjustable drawstring waist means it lasts more than one season.',
    details: [
      'Fabric: raw silk lehenga and blouse, cotton net dupatta',
      'Hand mirror and gold thread embroidery',
      'Adjustable drawstring waist with tassels',
      'Dry clean only',
      'Sizes: XS 2-3 yrs, S 4-5 yrs, M 6-7 yrs, L 8-9 yrs',
    ],
    price: 14500,
    category: 'girl',
    sizeStock: { XS: 2, S: 0, M: 3, L: 1 },
    colors: ['Magenta', 'Gold'],
    isNew: true,
    isFeatured: true,
    isActive: true,
    createdDaysAgo: 7,
    garment: 'lehenga',
    pattern: 'mirror-work',
    imageCount: 5,
    fit: { length: 26, sleeve: 'short' },
  }),
  product({
    prodId: 'GRL-FRK-003',
    name: 'Chikankari Cambric Frock / Tiered Hem',
    description:
      "Soft baby-pink cambric with delicate white chikankari on the yoke and three gathered tiers below. The embroidery is done in Lahore with the same fine shadow-work as our women's pieces, in smaller motifs sized for a child. Cool and comfortable for a summer birthday or a family lunch.",
    details: [
      'Fabric: 100% cotton cambric',
      'Hand chikankari yoke',
      'Button-back placket',
      'Machine wash cold in a laundry bag',
      'Iron on reverse',
    ],
    price: 3950,
    category: 'girl',
    sizeStock: { XS: 6, S: 11, M: 8, L: 5, XL: 3 },
    colors: ['Baby Pink', 'White'],
    isNew: true,
    isFeatured: false,
    isActive: true,
    createdDaysAgo: 13,
    garment: 'frock',
    pattern: 'chikankari',
    imageCount: 3,
    fit: { length: 30, sleeve: 'half' },
  }),
  product({
    prodId: 'GRL-SKZ-004',
    name: 'Ajrak Print Girls Shalwar Kameez',
    description:
      'A ready-to-wear ajrak suit for school functions, family visits or simply everyday play. The cotton is block-printed in Hala on a madder-red ground with indigo stars, then cut into a straight kameez and matching shalwar. The colours mellow gently over time.',
    details: [
      'Fabric: 100% cotton, two pieces',
      'Hand block-printed ajrak from Hala',
      'Wash separately for the first few washes',
      'Elasticated shalwar waist',
    ],
    price: 3190,
    category: 'girl',
    sizeStock: { XS: 0, S: 4, M: 9, L: 6, XL: 0 },
    colors: ['Ajrak Red', 'Indigo'],
    isNew: false,
    isFeatured: false,
    isActive: true,
    createdDaysAgo: 89,
    garment: 'shalwar-kameez',
    pattern: 'ajrak',
    imageCount: 3,
    fit: { length: 26, sleeve: 'three-quarter' },
  }),
  product({
    prodId: 'GRL-FRK-005',
    name: 'Block-Print Lawn Frock',
    description:
      'An everyday summer frock in sky-blue lawn, printed with small white flower blocks and finished with a round neck and puff sleeves. It washes easily, dries fast and looks just as sweet on the hundredth wear. Hand-printed in Hala, stitched in Lahore.',
    details: [
      'Fabric: 100% cotton lawn',
      'Hand block-printed',
      'Machine wash cold',
      'Sizes: XS 2-3 yrs, S 4-5 yrs, M 6-7 yrs, L 8-9 yrs',
    ],
    price: 2450,
    category: 'girl',
    sizeStock: { XS: 22, S: 28, M: 19, L: 13 },
    colors: ['Sky Blue', 'White'],
    isNew: false,
    isFeatured: false,
    isActive: true,
    createdDaysAgo: 112,
    garment: 'frock',
    pattern: 'block-print',
    imageCount: 2,
    fit: { length: 28, sleeve: 'short' },
  }),
  product({
    prodId: 'GRL-LHG-006',
    name: 'Gota Lehenga Choli / Mehndi Yellow',
    description:
      'Bright haldi-yellow cotton silk with parrot-green borders and rows of hand-stitched gota, made for the dholki and the mehndi. Our Bahawalpur karigars use a lightweight gota so the outfit stays comfortable through a long evening of dancing. The choli fastens with soft hooks at the back and the skirt has a generous flare.',
    details: [
      'Fabric: cotton silk lehenga and choli, chiffon dupatta',
      'Hand-applied gota patti',
      'Dry clean only',
      'Sizes: S 4-5 yrs, M 6-7 yrs, L 8-9 yrs',
    ],
    price: 11800,
    category: 'girl',
    sizeStock: { S: 3, M: 5, L: 2 },
    colors: ['Haldi Yellow', 'Parrot Green', 'Gold'],
    isNew: false,
    isFeatured: true,
    isActive: true,
    createdDaysAgo: 26,
    garment: 'lehenga',
    pattern: 'embroidery',
    imageCount: 4,
    fit: { length: 26, sleeve: 'short' },
  }),
  product({
    prodId: 'GRL-FRK-007',
    name: 'Raw Silk Embroidered Frock',
    description:
      'For the wedding guest who is four feet tall: a maroon raw silk frock with an antique-gold neckline of hand-worked dabka, zari and tiny sequins. The bodice is fully lined in cotton and a net can-can layer gives the skirt its volume. Only a handful are made each month.',
    details: [
      'Fabric: raw silk, cotton-lined bodice',
      'Hand zari and dabka embroidery',
      'Net can-can underlayer',
      'Dry clean only',
      'Sizes: XS 2-3 yrs, S 4-5 yrs, M 6-7 yrs, L 8-9 yrs',
    ],
    price: 7350,
    category: 'girl',
    sizeStock: { XS: 1, S: 0, M: 0, L: 4 },
    colors: ['Maroon', 'Antique Gold'],
    isNew: false,
    isFeatured: false,
    isActive: true,
    createdDaysAgo: 66,
    garment: 'frock',
    pattern: 'embroidery',
    imageCount: 3,
    fit: { length: 32, sleeve: 'three-quarter' },
  }),
  product({
    prodId: 'GRL-SKZ-008',
    name: 'Khaddar Stripe Girls Shalwar Kameez',
    description:
      'Handloom khaddar from Multan in warm mustard and rust stripes, cut into a cosy winter suit for school days and weekend visits to Nani. The kameez has patch pockets for treasures, and the shalwar sits on a soft elastic waist.',
    details: [
      'Fabric: handloom cotton khaddar, two pieces',
      'Natural slubs in the weave',
      'Machine wash cold; expect slight shrinkage',
      'Dry in shade',
    ],
    price: 2890,
    category: 'girl',
    sizeStock: { XS: 8, S: 10, M: 7, L: 0 },
    colors: ['Mustard', 'Rust'],
    isNew: false,
    isFeatured: false,
    isActive: true,
    createdDaysAgo: 142,
    garment: 'shalwar-kameez',
    pattern: 'khaddar-stripe',
    imageCount: 2,
    fit: { length: 25, sleeve: 'full' },
  }),
  product({
    prodId: 'GRL-DPT-009',
    name: 'Girls Mirror-Work Chiffon Dupatta',
    description:
      "A child-sized dupatta in shocking-pink chiffon, bordered with small hand-stitched mirrors and silver thread. At two yards it sits lightly on little shoulders and pairs with any of our girls' frocks and lehengas.",
    details: [
      'Fabric: chiffon',
      'Size: about 2 yards (72 x 32 in)',
      'Hand mirror work on the borders',
      'Dry clean only',
    ],
    price: 1850,
    category: 'girl',
    sizeStock: { M: 14 },
    colors: ['Shocking Pink', 'Silver'],
    isNew: false,
    isFeatured: false,
    isActive: true,
    createdDaysAgo: 233,
    garment: 'dupatta',
    pattern: 'mirror-work',
    imageCount: 2,
    fit: { length: 72 },
  }),
  product({
    prodId: 'GRL-FRK-010',
    name: 'Balochi Mirror-Work Frock',
    description:
      'Inspired by the embroidered dresses of Balochistan, this crimson cotton frock carries a wide front panel of mirror work and emerald chain stitch. It is stitched in Quetta by artisans who learned the craft at home, each mirror held in place by a ring of buttonhole stitches. Soft cotton makes it wearable well beyond a single occasion.',
    details: [
      'Fabric: cotton with mul lining',
      'Hand Balochi embroidery with shisha mirrors',
      'Hand wash inside out in cold water',
      'Do not iron directly on the mirrors',
      'Sizes: XS 2-3 yrs to XL 10-11 yrs',
    ],
    price: 6750,
    category: 'girl',
    sizeStock: { XS: 3, S: 6, M: 4, L: 2, XL: 1 },
    colors: ['Crimson', 'Emerald', 'Gold'],
    isNew: false,
    isFeatured: false,
    isActive: true,
    createdDaysAgo: 47,
    garment: 'frock',
    pattern: 'mirror-work',
    imageCount: 4,
    fit: { length: 31, sleeve: 'full' },
  }),
  product({
    prodId: 'GRL-LHG-011',
    name: 'Ajrak Lehenga Set / With Gota Border',
    description:
      "A festive take on Sindh's best-known print: a flared ajrak lehenga in madder red, indigo and black, trimmed with a narrow gold gota border and paired with a plain black choli. The ajrak is printed in Hala and the set is finished by our tailors in Lahore. A natural choice for a mehndi or a Sindhi wedding.",
    details: [
      'Fabric: cotton ajrak lehenga, cotton silk choli',
      'Hand block-printed with natural dyes',
      'Gold gota border',
      'Dry clean recommended',
      'Sizes: S 4-5 yrs to XL 10-11 yrs',
    ],
    price: 8900,
    category: 'girl',
    sizeStock: { S: 7, M: 5, L: 3, XL: 0 },
    colors: ['Ajrak Red', 'Black', 'Indigo'],
    isNew: false,
    isFeatured: false,
    isActive: true,
    createdDaysAgo: 205,
    garment: 'lehenga',
    pattern: 'ajrak',
    imageCount: 3,
    fit: { length: 26, sleeve: 'short' },
  }),
  product({
    prodId: 'GRL-FRK-012',
    name: 'Checked Khaddar Winter Frock',
    description:
      'Bottle-green handloom khaddar woven with cream and maroon checks, made into a long-sleeved frock for cold mornings. The weight of the cloth keeps the skirt swinging nicely, and the wooden buttons are sewn on firmly enough to survive the school run.',
    details: [
      'Fabric: handloom cotton khaddar',
      'Woven checks, no print',
      'Machine wash cold, reshape while damp',
      'Sizes: XS 2-3 yrs, S 4-5 yrs, M 6-7 yrs, L 8-9 yrs',
    ],
    price: 3590,
    category: 'girl',
    sizeStock: { XS: 5, S: 9, M: 11, L: 6 },
    colors: ['Bottle Green', 'Cream', 'Maroon'],
    isNew: false,
    isFeatured: false,
    isActive: true,
    createdDaysAgo: 179,
    garment: 'frock',
    pattern: 'khaddar-stripe',
    imageCount: 3,
    fit: { length: 30, sleeve: 'full' },
  }),
  product({
    prodId: 'GRL-FRK-013',
    name: 'Lilac Chikankari Frock',
    description:
      'A lilac lawn frock with white chikankari florals across the yoke and hem. Resting for now while we source more of this lawn.',
    details: ['Fabric: cotton lawn', 'Hand chikankari', 'Hand wash cold'],
    price: 4200,
    category: 'girl',
    sizeStock: { XS: 0, S: 0, M: 2 },
    colors: ['Lilac', 'White'],
    isNew: false,
    isFeatured: false,
    isActive: false,
    createdDaysAgo: 300,
    garment: 'frock',
    pattern: 'chikankari',
    imageCount: 2,
    fit: { length: 29, sleeve: 'half' },
  }),

  // ----- Boys --------------------------------------------------------------
  product({
    prodId: 'BOY-WST-001',
    name: 'Mehndi Green Waistcoat / With Cotton Kurta',
    description:
      "A mehndi-green cotton silk waistcoat with hand-embroidered collar and pocket edges, layered over a crisp off-white cotton kurta and pajama. Our Lahore tailors cut the waistcoat like a grown-up's, with a proper lining and real buttons. A sharp choice for the mehndi or any family function.",
    details: [
      'Waistcoat: cotton silk, fully lined',
      'Kurta and pajama: 100% cotton',
      'Hand embroidery on collar and pockets',
      'Dry clean the waistcoat; hand wash the kurta',
      'Sizes: XS 2-3 yrs to XL 10-11 yrs',
    ],
    price: 6450,
    category: 'boy',
    sizeStock: { XS: 6, S: 9, M: 12, L: 8, XL: 4 },
    colors: ['Mehndi', 'Off White'],
    isNew: true,
    isFeatured: false,
    isActive: true,
    createdDaysAgo: 16,
    garment: 'waistcoat',
    pattern: 'embroidery',
    imageCount: 4,
    fit: { length: 25, sleeve: 'full' },
  }),
  product({
    prodId: 'BOY-KRT-002',
    name: 'Khaddar Boys Kurta Pajama',
    description:
      'Camel handloom khaddar with a fine cream stripe, woven near Multan and stitched into a classic kurta pajama for winter. Soft enough for all-day wear, sturdy enough for cricket in the street.',
    details: [
      'Fabric: handloom cotton khaddar',
      'Elasticated pajama with drawstring',
      'Machine wash cold; slight shrinkage on first wash',
      'Iron on medium heat',
      'Sizes: XS 2-3 yrs to XXL 12-13 yrs',
    ],
    price: 3290,
    category: 'boy',
    sizeStock: { XS: 11, S: 16, M: 20, L: 14, XL: 9, XXL: 5 },
    colors: ['Camel', 'Cream'],
    isNew: false,
    isFeatured: false,
    isActive: true,
    createdDaysAgo: 133,
    garment: 'boys-kurta',
    pattern: 'khaddar-stripe',
    imageCount: 3,
    fit: { length: 25, sleeve: 'full' },
  }),
  product({
    prodId: 'BOY-WST-003',
    name: 'Ajrak Waistcoat Set',
    description:
      'An ajrak waistcoat in madder red and indigo over a white cambric kurta and shalwar: Sindhi pride, cut to fit a boy. The cotton ajrak is resist-printed in Hala and lined so it keeps a neat shape. A favourite for Sindhi Culture Day every December.',
    details: [
      'Waistcoat: cotton ajrak, lined',
      'Kurta and shalwar: cotton cambric',
      'Wash the ajrak separately in cold water',
      'Sizes: S 4-5 yrs to XL 10-11 yrs',
    ],
    price: 5850,
    category: 'boy',
    sizeStock: { S: 4, M: 0, L: 3, XL: 2 },
    colors: ['Ajrak Red', 'Indigo', 'White'],
    isNew: false,
    isFeatured: false,
    isActive: true,
    createdDaysAgo: 41,
    garment: 'waistcoat',
    pattern: 'ajrak',
    imageCount: 3,
    fit: { length: 25, sleeve: 'full' },
  }),
  product({
    prodId: 'BOY-SKZ-004',
    name: 'Hand-Embroidered Cambric Shalwar Kameez',
    description:
      'A crisp white cambric shalwar kameez with a collar and placket of tonal hand embroidery, edged in fine silver thread. This is the suit for Jummah prayers and Eid morning: simple, clean and a little special.',
    details: [
      'Fabric: 100% cotton cambric',
      'Hand embroidery on collar and placket',
      'Machine wash warm with whites only',
      'Iron while slightly damp',
      'Sizes: XS 2-3 yrs to XL 10-11 yrs',
    ],
    price: 4150,
    category: 'boy',
    sizeStock: { XS: 9, S: 13, M: 10, L: 7, XL: 0 },
    colors: ['White', 'Silver'],
    isNew: false,
    isFeatured: false,
    isActive: true,
    createdDaysAgo: 60,
    garment: 'shalwar-kameez',
    pattern: 'embroidery',
    imageCount: 3,
    fit: { length: 26, sleeve: 'full' },
  }),
  product({
    prodId: 'BOY-KRT-005',
    name: 'Block-Print Lawn Boys Kurta',
    description:
      'An easy summer kurta in sky-blue lawn with a small navy block-printed motif. Breathable, quick to dry and cut a little loose, it is the one he will pull on every hot afternoon.',
    details: [
      'Fabric: 100% cotton lawn',
      'Hand block-printed in Hala',
      'Machine wash cold',
      'Sizes: XS 2-3 yrs, S 4-5 yrs, M 6-7 yrs',
    ],
    price: 2390,
    category: 'boy',
    sizeStock: { XS: 25, S: 30, M: 18 },
    colors: ['Sky Blue', 'Navy Blue'],
    isNew: false,
    isFeatured: false,
    isActive: true,
    createdDaysAgo: 191,
    garment: 'boys-kurta',
    pattern: 'block-print',
    imageCount: 2,
    fit: { length: 24, sleeve: 'half' },
  }),
  product({
    prodId: 'BOY-WST-006',
    name: 'Balochi Mirror-Work Waistcoat / Eid Set',
    description:
      "A black raw silk waistcoat covered in Balochi mirror work, crimson chain stitch and gold thread, worn over a matching cotton kurta and shalwar. Each waistcoat front takes a Quetta embroiderer about ten days. It is our boys' bestseller every Eid, so order early.",
    details: [
      'Waistcoat: raw silk, lined',
      'Kurta and shalwar: cotton',
      'Hand mirror work and chain stitch',
      'Dry clean only',
      'Sizes: S 4-5 yrs to XXL 12-13 yrs',
    ],
    price: 8750,
    category: 'boy',
    sizeStock: { S: 2, M: 5, L: 6, XL: 3, XXL: 1 },
    colors: ['Black', 'Gold', 'Crimson'],
    isNew: true,
    isFeatured: true,
    isActive: true,
    createdDaysAgo: 4,
    garment: 'waistcoat',
    pattern: 'mirror-work',
    imageCount: 5,
    fit: { length: 26, sleeve: 'full' },
  }),
  product({
    prodId: 'BOY-KRT-007',
    name: 'Chikankari Boys Eid Kurta',
    description:
      'An ice-blue cambric kurta with white chikankari running down the placket and around the cuffs, worked by hand in Lahore. Understated and cool, it suits Eid prayers as well as the long family lunch that follows.',
    details: [
      'Fabric: cotton cambric',
      'Hand chikankari on placket and cuffs',
      'White cotton shalwar included',
      'Gentle hand wash, iron on reverse',
      'Sizes: XS 2-3 yrs to XL 10-11 yrs',
    ],
    price: 4650,
    category: 'boy',
    sizeStock: { XS: 7, S: 12, M: 15, L: 10, XL: 6 },
    colors: ['Ice Blue', 'White'],
    isNew: true,
    isFeatured: false,
    isActive: true,
    createdDaysAgo: 9,
    garment: 'boys-kurta',
    pattern: 'chikankari',
    imageCount: 3,
    fit: { length: 25, sleeve: 'full' },
  }),
  product({
    prodId: 'BOY-SKZ-008',
    name: 'Karandi Winter Shalwar Kameez',
    description:
      'A warm charcoal karandi suit with a subtle woven stripe in slate grey, for older boys who like to dress like their fathers. The textured weave shrugs off creases on long drives to the village, and the shalwar is cut full in the traditional way.',
    details: [
      'Fabric: karandi, two pieces',
      'Woven stripe texture',
      'Dry clean, or hand wash cold',
      'Sizes: M 6-7 yrs to XXL 12-13 yrs',
    ],
    price: 5390,
    category: 'boy',
    sizeStock: { M: 4, L: 6, XL: 5, XXL: 2 },
    colors: ['Charcoal', 'Slate Grey'],
    isNew: false,
    isFeatured: false,
    isActive: true,
    createdDaysAgo: 168,
    garment: 'shalwar-kameez',
    pattern: 'khaddar-stripe',
    imageCount: 2,
    fit: { length: 27, sleeve: 'full' },
  }),
  product({
    prodId: 'BOY-KRT-009',
    name: 'Phulkari-Yoke Boys Kurta',
    description:
      'A mustard cotton kurta with a small phulkari square on the yoke, stitched in magenta and green by embroiderers from southern Punjab. Cheerful without being fussy, it is made for dholki nights and Basant afternoons.',
    details: [
      'Fabric: 100% cotton',
      'Hand phulkari yoke in silk floss',
      'Hand wash cold, inside out',
      'Sizes: XS 2-3 yrs to L 8-9 yrs',
    ],
    price: 3850,
    category: 'boy',
    sizeStock: { XS: 0, S: 3, M: 5, L: 4 },
    colors: ['Mustard', 'Magenta', 'Green'],
    isNew: false,
    isFeatured: false,
    isActive: true,
    createdDaysAgo: 81,
    garment: 'boys-kurta',
    pattern: 'phulkari',
    imageCount: 3,
    fit: { length: 24, sleeve: 'full' },
  }),
  product({
    prodId: 'BOY-WST-010',
    name: 'Raw Silk Wedding Waistcoat / With Kurta Pajama',
    description:
      'Our most formal set for boys: a maroon raw silk waistcoat with antique-gold tilla embroidery over an off-white kurta and pajama. The tilla work is stitched by hand in Multan, and the waistcoat has a proper mandarin collar. Made for the baraat and the walima.',
    details: [
      'Waistcoat: raw silk with tilla embroidery, lined',
      'Kurta and pajama: cotton',
      'Dry clean only',
      'Sizes: S 4-5 yrs to XL 10-11 yrs',
    ],
    price: 8990,
    category: 'boy',
    sizeStock: { S: 3, M: 4, L: 2, XL: 1 },
    colors: ['Maroon', 'Antique Gold', 'Off White'],
    isNew: false,
    isFeatured: true,
    isActive: true,
    createdDaysAgo: 31,
    garment: 'waistcoat',
    pattern: 'embroidery',
    imageCount: 4,
    fit: { length: 26, sleeve: 'full' },
  }),
  product({
    prodId: 'BOY-KRT-011',
    name: 'Indigo Ajrak Boys Kurta / Pajama Set',
    description:
      "The same Hala ajrak as our women's kurta, in an indigo colourway sized for boys and paired with a plain black cotton pajama. The print is done by hand with natural dyes, so every kurta has its own small variations.",
    details: [
      'Fabric: 100% cotton',
      'Hand block-printed ajrak',
      'Wash separately: colours may run at first',
      'Sizes: XS 2-3 yrs to XL 10-11 yrs',
    ],
    price: 3640,
    category: 'boy',
    sizeStock: { XS: 13, S: 10, M: 8, L: 0, XL: 2 },
    colors: ['Indigo', 'Ajrak Red', 'Black'],
    isNew: false,
    isFeatured: false,
    isActive: true,
    createdDaysAgo: 104,
    garment: 'boys-kurta',
    pattern: 'ajrak',
    imageCount: 3,
    fit: { length: 25, sleeve: 'full' },
  }),
  product({
    prodId: 'BOY-SKZ-012',
    name: 'Block-Print Linen Shalwar Kameez',
    description:
      'A teal linen shalwar kameez with an ivory block-printed border along the hem and cuffs, printed by hand with wooden blocks in Hala. Linen keeps him cool through humid Karachi summers and only gets nicer the more it is worn.',
    details: [
      'Fabric: 100% linen',
      'Hand block-printed border',
      'Machine wash cold, line dry',
      'Iron on high while damp',
      'Sizes: XS 2-3 yrs to L 8-9 yrs',
    ],
    price: 3990,
    category: 'boy',
    sizeStock: { XS: 4, S: 8, M: 11, L: 9 },
    colors: ['Teal', 'Ivory'],
    isNew: false,
    isFeatured: false,
    isActive: true,
    createdDaysAgo: 218,
    garment: 'shalwar-kameez',
    pattern: 'block-print',
    imageCount: 2,
    fit: { length: 26, sleeve: 'three-quarter' },
  }),
];

/** Demo payment accounts (clearly not real: an admin replaces them in the shop settings). */
export const DEMO_PAYMENT = {
  bank: {
    bankName: 'Meezan Bank (demo)',
    accountTitle: 'Hunar Handmade (demo)',
    accountNumber: '0000-0101234567',
    iban: 'PK00MEZN0000000101234567',
  },
  easypaisa: { accountTitle: 'Hunar Handmade (demo)', accountNumber: '0300-0000000' },
} as const;
