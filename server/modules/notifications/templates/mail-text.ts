// The plain-text part of a message, from the same blocks as its HTML part: readable in any mail program and on a
// feature phone's mail, links written out in full.
import type { MailBlock, MailContent, MailShop } from './mail-content.ts';

function blockText(block: MailBlock): string {
  switch (block.type) {
    case 'heading':
      return block.text.toUpperCase();
    case 'paragraph':
      return block.text;
    case 'callout':
      return `>> ${block.text}`;
    case 'button':
      return `${block.label}: ${block.href}`;
    case 'items':
      return block.items.map((i) => `- ${i.name} (${i.detail}): ${i.amount}`).join('\n');
    case 'rows':
      return [
        ...(block.title ? [`${block.title}:`] : []),
        ...block.rows.map((r) => `${r.label}: ${r.value}${r.href ? ` (${r.href})` : ''}`),
      ].join('\n');
    case 'image':
      return `${block.alt}: ${block.href ?? block.src}`;
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
  }
}

export function renderMailText(content: MailContent, shop: MailShop): string {
  return [
    ...(content.greeting ? [content.greeting] : []),
    ...content.blocks.map(blockText),
    `${shop.name} · ${shop.tagline}\n${shop.url}`,
    ...(content.footer?.note ? [content.footer.note] : []),
    ...(content.footer?.unsubscribeUrl ? [`Unsubscribe: ${content.footer.unsubscribeUrl}`] : []),
  ].join('\n\n');
}
