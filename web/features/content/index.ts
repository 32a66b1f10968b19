// The content pages' face: the shop's contact details and the page sections the routes may use.
export { BrandValues } from './brand-values.tsx';
export { BusinessHours } from './business-hours.tsx';
export { CollapsibleSection } from './collapsible-section.tsx';
export { ContactChannels } from './contact-channels.tsx';
export { useShopContact } from './contact-details.ts';
export { ContactForm } from './contact-form.tsx';
export { DomesticCharge, InternationalCharge } from './delivery-charges.tsx';
export { PageHeader } from './page-header.tsx';
export { PolicySection } from './policy-section.tsx';
export { Question, QuestionList } from './question.tsx';
export { SectionTitle } from './section-title.tsx';
export { SizeChartTable } from './size-chart-table.tsx';
export { SocialLinks } from './social-links.tsx';
export type { TextilePattern } from './textile-patterns.tsx';
export { WatermarkedPanel } from './watermarked-panel.tsx';
export { DeliveryPanel, PaymentPanel, ReturnsPanel } from './policy-panels.tsx';
