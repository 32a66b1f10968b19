// The shop assistant's reading of a message: lower case, punctuation gone, Roman Urdu spellings folded to one form,
// synonyms mapped to the catalog's words, and whether the shopper writes English or Roman Urdu (to answer in kind).

/** One spelling per word: shoppers write Roman Urdu many ways ('kitnay', 'kitne', 'kitna'). */
const SPELLINGS: Record<string, string> = {
  kitnay: 'kitne',
  kitna: 'kitne',
  kitni: 'kitne',
  kitny: 'kitne',
  charjes: 'charges',
  charjez: 'charges',
  chrges: 'charges',
  charge: 'charges',
  main: 'mein',
  me: 'mein',
  mai: 'mein',
  mn: 'mein',
  he: 'hai',
  hy: 'hai',
  hain: 'hai',
  kahaan: 'kahan',
  kahn: 'kahan',
  chaiye: 'chahiye',
  chahye: 'chahiye',
  chahiay: 'chahiye',
  chahie: 'chahiye',
  chiye: 'chahiye',
  dilivery: 'delivery',
  delivry: 'delivery',
  delievery: 'delivery',
  devlivery: 'delivery',
  shiping: 'shipping',
  paymant: 'payment',
  pement: 'payment',
  paymnt: 'payment',
  krta: 'kurta',
  kurtas: 'kurta',
  kurtay: 'kurta',
  kurtey: 'kurta',
  qameez: 'kameez',
  frocks: 'frock',
  dupattay: 'dupatta',
  duppata: 'dupatta',
  retrun: 'return',
  returns: 'return',
  exchnage: 'exchange',
  preoder: 'preorder',
  prorder: 'preorder',
  preorders: 'preorder',
  oder: 'order',
  ordr: 'order',
  odrer: 'order',
  sizes: 'size',
  saiz: 'size',
  sise: 'size',
  hoga: 'hogi',
  hogay: 'hogi',
  hoge: 'hogi',
  din: 'days',
  dinon: 'days',
};

/** Urdu and alternative words to the ones the catalog and the intents use. */
const SYNONYMS: Record<string, string> = {
  laal: 'red',
  lal: 'red',
  surkh: 'red',
  neela: 'blue',
  nila: 'blue',
  neeli: 'blue',
  hara: 'green',
  hari: 'green',
  sabz: 'green',
  peela: 'yellow',
  peeli: 'yellow',
  pila: 'yellow',
  kala: 'black',
  kaala: 'black',
  kali: 'black',
  safaid: 'white',
  safed: 'white',
  sufaid: 'white',
  gulabi: 'pink',
  shirt: 'kurta',
  tunic: 'kurta',
  dress: 'frock',
  larka: 'boy',
  larkay: 'boy',
  ladka: 'boy',
  beta: 'boy',
  boys: 'boy',
  larki: 'girl',
  ladki: 'girl',
  beti: 'girl',
  girls: 'girl',
  aurat: 'women',
  auraton: 'women',
  ladies: 'women',
  woman: 'women',
  female: 'women',
  mard: 'men',
  gents: 'men',
  man: 'men',
  rupay: 'rs',
  rupees: 'rs',
  pkr: 'rs',
};

/** Words that only Roman Urdu uses: two or more (or one in a short message) make the reply Roman Urdu. */
const URDU_WORDS = new Set([
  'kitne',
  'mein',
  'hai',
  'kahan',
  'chahiye',
  'mujhe',
  'mera',
  'meri',
  'mere',
  'ye',
  'yeh',
  'kya',
  'kaise',
  'kaisay',
  'karun',
  'karen',
  'karein',
  'hogi',
  'se',
  'kam',
  'ka',
  'ki',
  'ke',
  'aap',
  'ap',
  'hum',
  'nahi',
  'nahin',
  'kab',
  'tak',
  'bhai',
  'shukriya',
  'salam',
  'assalam',
  'walaikum',
  'batao',
  'bataen',
  'bataein',
  'dikhao',
  'milega',
  'milegi',
  'wapas',
  'tabdeel',
  'paisay',
  'paise',
  'bhejna',
  'bhejun',
  'abhi',
  'wala',
  'wali',
  'liye',
  'lie',
  'hain',
  'hy',
  'he',
  'chaiye',
  'kitna',
  'kitnay',
  'hoga',
  'konsa',
  'kaunsa',
  'lun',
  'loon',
  'hoti',
  'hota',
  'laal',
  'lal',
  'neela',
  'hara',
  'peela',
  'kala',
  'safaid',
  'safed',
  'gulabi',
  'larka',
  'larki',
  'larkay',
  'beti',
  'beta',
  'mil',
  'jaye',
  'jayega',
  'jayegi',
  'gi',
  'ga',
  'sakta',
  'sakti',
  'sakte',
  'kitni',
  'dena',
  'dene',
  'hote',
  'hoon',
  'kyun',
  'lekin',
  'aur',
  'bhi',
  'koi',
  'kuch',
  'paas',
]);

export type LanguageStyle = 'en' | 'ur';

export interface ReadMessage {
  /** The message as words, folded: spellings unified and synonyms mapped. */
  words: string[];
  /** The folded words joined by spaces, for phrase tests. */
  text: string;
  style: LanguageStyle;
}

/** 'Ye kurta M size mein hai?' -> words ['ye', 'kurta', 'm', 'size', 'mein', 'hai'], style 'ur'. */
export function readMessage(message: string): ReadMessage {
  const raw = message
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const urduCount = raw.filter((w) => URDU_WORDS.has(w)).length;
  const style: LanguageStyle = urduCount >= 2 || urduCount / Math.max(raw.length, 1) >= 0.2 ? 'ur' : 'en';
  const words = raw.map((w) => {
    const spelled = SPELLINGS[w] ?? w;
    return SYNONYMS[spelled] ?? spelled;
  });
  return { words, text: words.join(' '), style };
}

/** Levenshtein distance, capped: enough to forgive one or two typos in a keyword. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

/** A word matches a keyword exactly, or with one typo for words of five letters or more (two for nine or more). */
export function fuzzyEquals(word: string, keyword: string): boolean {
  if (word === keyword) return true;
  if (keyword.length < 5 || Math.abs(word.length - keyword.length) > 2) return false;
  return editDistance(word, keyword) <= (keyword.length >= 9 ? 2 : 1);
}
