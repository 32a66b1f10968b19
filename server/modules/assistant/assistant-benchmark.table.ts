// The shop assistant's benchmark table (issue 15): what shoppers ask, in English ('en') and Roman Urdu or mixed ('ur'),
// with what each answer must hold and must not hold, against the demo catalog and the default settings.
// '{order}' stands for the tracking ID of an order the test places (Block-Print Lawn Frock, size M, pending).

export interface BenchmarkRow {
  q: string;
  lang: 'en' | 'ur';
  has: string[];
  not?: string[];
}

const NO_PRIVATE = ['hira@example.pk', '0300 1234567', 'Mall Road', 'Baig'];

export const BENCHMARK: BenchmarkRow[] = [
  // Product search: category, colour, size and price limit read from the question.
  { q: 'red kurta under 5000 in M', lang: 'en', has: ['BOY-KRT-011', 'Rs 3,640'], not: ['WMN-AJK-001'] },
  { q: 'mujhe M size mein laal kurta chahiye 6000 se kam', lang: 'ur', has: ['BOY-KRT-011'], not: ['WMN-AJK-001'] },
  { q: 'Do you have frocks for girls under 3000?', lang: 'en', has: ['GRL-FRK-005', 'Rs 2,450'], not: ['GRL-FRK-001'] },
  { q: 'larki ke liye frock dikhao 4000 tak', lang: 'ur', has: ['GRL-FRK-005', 'GRL-FRK-003'], not: ['GRL-FRK-007'] },
  { q: 'show me dupattas', lang: 'en', has: ['WMN-DPT-007', 'Rs 2,650'] },
  { q: 'dupatta chahiye', lang: 'ur', has: ['WMN-DPT-007'] },
  { q: 'any lehenga for my daughter?', lang: 'en', has: ['GRL-LHG'] },
  { q: 'beti ke liye lehnga hai?', lang: 'ur', has: ['GRL-LHG'] },
  { q: 'boys kurta under 3000', lang: 'en', has: ['BOY-KRT-005', 'Rs 2,390'], not: ['BOY-KRT-002'] },
  { q: 'larkay ka kurta 3000 se kam', lang: 'ur', has: ['BOY-KRT-005'], not: ['BOY-KRT-007'] },
  { q: 'black kurta', lang: 'en', has: ['WMN-AJK-001'], not: ['WMN-KHD-008'] },
  { q: 'kala kurta dikhao', lang: 'ur', has: ['WMN-AJK-001'] },
  { q: 'white frock', lang: 'en', has: ['GRL-FRK-003'] },
  { q: 'safaid frock chaiye', lang: 'ur', has: ['GRL-FRK-003'] },
  { q: 'waistcoat for boys', lang: 'en', has: ['BOY-WST'] },
  { q: 'larkay ke liye waistcoat', lang: 'ur', has: ['BOY-WST'] },
  { q: 'chikankari kurta', lang: 'en', has: ['WMN-CHK-011', 'Rs 9,650'] },
  { q: 'chikenkari kurta hai?', lang: 'ur', has: ['WMN-CHK-011'] },
  { q: 'do you sell shalwar kameez?', lang: 'en', has: ['SKZ'] },
  { q: 'shalwar qameez chahiye', lang: 'ur', has: ['SKZ'] },
  { q: 'Tell me about WMN-PHK-003', lang: 'en', has: ['Phulkari Khaddar Kurta', 'Rs 7,850'] },
  { q: 'GRL-FRK-001 ki price kitni hai', lang: 'ur', has: ['Phulkari Eid Frock', 'Rs 4,850'] },
  { q: 'blue frock under 3000', lang: 'en', has: ['GRL-FRK-005'] },
  { q: 'neela frock 3000 se kam', lang: 'ur', has: ['GRL-FRK-005'] },
  { q: 'green dupatta', lang: 'en', has: ['WMN-DPT-012'] },
  { q: 'hara dupatta', lang: 'ur', has: ['WMN-DPT-012'] },
  { q: 'the lilac frock', lang: 'en', has: [], not: ['GRL-FRK-013'] },
  // Stock of a size, and preorder when it is sold out.
  { q: 'Is WMN-AJK-001 available in size M?', lang: 'en', has: ['in stock', 'M'] },
  { q: 'WMN-AJK-001 M size mein hai?', lang: 'ur', has: ['stock mein hai'] },
  { q: 'Is WMN-PHK-003 in stock in M?', lang: 'en', has: ['sold out', 'preorder'] },
  { q: 'WMN-PHK-003 M size mein milega?', lang: 'ur', has: ['khatam', 'preorder'] },
  { q: 'is WMN-MRR-004 available in size L', lang: 'en', has: ['in stock'] },
  { q: 'BOY-WST-003 M size mein available hai?', lang: 'ur', has: ['khatam', 'preorder'] },
  { q: 'GRL-FRK-007 in size S, available?', lang: 'en', has: ['sold out', 'preorder'] },
  { q: 'BOY-KRT-002 XXL size mein hai', lang: 'ur', has: ['stock mein hai'] },
  // Size advice from a chest measurement against the size guide.
  { q: 'My chest is 36 inches, which size?', lang: 'en', has: ['size M'] },
  { q: 'chest 36', lang: 'en', has: ['M'] },
  { q: 'mera chest 34 hai konsa size', lang: 'ur', has: ['S size'] },
  { q: 'seena 40 inch hai, kya size lun?', lang: 'ur', has: ['L size'] },
  { q: 'what size for a 42 chest', lang: 'en', has: ['size XXL'] },
  { q: 'chest 33 size kya hoga', lang: 'ur', has: ['XS size'] },
  { q: 'how do I find my size?', lang: 'en', has: ['chest', '/faq'] },
  { q: 'size kaise pata karun', lang: 'ur', has: ['chest', '/faq'] },
  // Delivery cost and time for a city or a country.
  { q: 'How much is delivery to Multan?', lang: 'en', has: ['Rs 400', '5-7 working days', 'Multan'] },
  { q: 'Multan delivery kitne ki hai', lang: 'ur', has: ['Rs 400', 'Multan'] },
  { q: 'delivery charjes karachi', lang: 'ur', has: ['Rs 400'] },
  { q: 'Islamabad delivery charges kitnay hain', lang: 'ur', has: ['Rs 400', 'Islamabad'] },
  { q: 'laal kurta M size mein 5000 tak', lang: 'ur', has: ['BOY-KRT-011'], not: ['WMN-AJK-001'] },
  { q: 'delivery kitne din mein hogi', lang: 'ur', has: ['5-7 working days'] },
  { q: 'how long does delivery take?', lang: 'en', has: ['5-7 working days'] },
  { q: 'Do you ship to Dubai?', lang: 'en', has: ['Rs 5,000', 'Rs 1,000'] },
  { q: 'UK mein delivery hoti hai? kitnay paisay', lang: 'ur', has: ['Rs 5,000'] },
  { q: 'shipping cost to Canada', lang: 'en', has: ['Rs 5,000', '10 working days'] },
  { q: 'Lahore mein dilivery kab tak', lang: 'ur', has: ['Rs 400', 'Lahore'] },
  { q: 'what are the delivery charges?', lang: 'en', has: ['Rs 400', 'Rs 5,000'] },
  // Payment methods with the shop's account details.
  { q: 'How can I pay?', lang: 'en', has: ['Easypaisa', '0300-0000000', 'Meezan Bank'] },
  { q: 'payment kaise karun', lang: 'ur', has: ['Easypaisa', 'Meezan Bank'] },
  { q: 'what is your bank account number', lang: 'en', has: ['0000-0101234567'] },
  { q: 'easypaisa number kya hai', lang: 'ur', has: ['0300-0000000'] },
  { q: 'IBAN please', lang: 'en', has: ['PK00MEZN0000000101234567'] },
  { q: 'pement ka tareeqa batao', lang: 'ur', has: ['Easypaisa'] },
  // Returns and exchanges.
  { q: 'What is your return policy?', lang: 'en', has: ['30 days', '48 hours'] },
  { q: 'exchange kaise hoga', lang: 'ur', has: ['30 din'] },
  { q: 'can I get a refund on a sale item?', lang: 'en', has: ['Sale items'] },
  { q: 'size chota hai wapas kar sakti hoon?', lang: 'ur', has: ['exchange'] },
  // Preorder rules.
  { q: 'How do preorders work?', lang: 'en', has: ['50%', '5-9 weeks'] },
  { q: 'preorder kaise hota hai', lang: 'ur', has: ['50%', '5-9 hafton'] },
  { q: 'how long does a preoder take', lang: 'en', has: ['5-9 weeks'] },
  { q: 'preorder mein kitna advance dena hoga', lang: 'ur', has: ['50%'] },
  // Contact details and hours.
  { q: 'What are your opening hours?', lang: 'en', has: ['Monday', '9:00 am'] },
  { q: 'aap ka whatsapp number kya hai', lang: 'ur', has: ['+92'] },
  { q: 'how can I contact you', lang: 'en', has: ['hello@hunar.pk', '/contact'] },
  { q: 'shop ki timing kya hai', lang: 'ur', has: ['Monday'] },
  // Order and preorder status by full ID, masked.
  {
    q: 'Where is my order {order}?',
    lang: 'en',
    has: ['{order}', 'Pending', 'Block-Print Lawn Frock'],
    not: NO_PRIVATE,
  },
  { q: 'mera order kahan hai {order}', lang: 'ur', has: ['{order}', 'Pending'], not: NO_PRIVATE },
  { q: 'track order HC-2222-3333-4444', lang: 'en', has: ["couldn't find"] },
  { q: 'mera order kahan hai', lang: 'ur', has: ['tracking ID', '/track-order'] },
  { q: 'where is my order?', lang: 'en', has: ['tracking ID'] },
  { q: 'preorder PO-2222-3333-4444 ka status', lang: 'ur', has: ['nahi mili'] },
  { q: 'status of preorder PO-ABCD-EFGH-JKLM', lang: 'en', has: ["couldn't find"] },
  // Greetings, thanks, and what it cannot answer.
  { q: 'Hello!', lang: 'en', has: ['Assalam-o-alaikum'] },
  { q: 'assalam o alaikum', lang: 'ur', has: ['Assalam-o-alaikum'] },
  { q: 'thank you so much', lang: 'en', has: ['welcome'] },
  { q: 'shukriya bhai', lang: 'ur', has: ['Koi baat nahi'] },
  { q: 'What is the weather in Lahore tomorrow?', lang: 'en', has: ['/contact'], not: ['Rs 400'] },
  { q: 'aap log sherwani silte ho?', lang: 'ur', has: ['/contact'] },
  { q: 'Who won the cricket match?', lang: 'en', has: ['/contact', 'wa.me'] },
  { q: 'kya aap ke paas gift card hai', lang: 'ur', has: ['/contact'] },
];
