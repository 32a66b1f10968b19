// The branded HTML part of a message: one 600 px column of tables with inline styles, the form Gmail, Outlook and
// Apple Mail all draw the same; fluid below 600 px so it reads on a phone without zooming. React renders it on the
// server (renderToStaticMarkup), so everything a shopper or staff typed is escaped.
import type { CSSProperties } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MailBlock, MailContent, MailItem, MailShop } from './mail-content.ts';
import { C, LayoutTable, SANS, SERIF, TEXT } from './mail-look.tsx';

function Button({ label, href, secondary }: { label: string; href: string; secondary?: boolean }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: '8px 0 24px' }}>
      <tbody>
        <tr>
          <td
            style={{
              borderRadius: 999,
              background: secondary ? '#ffffff' : C.madder,
              border: `1px solid ${C.madder}`,
            }}
          >
            <a
              href={href}
              style={{
                display: 'inline-block',
                padding: '12px 26px',
                fontFamily: SANS,
                fontSize: 15,
                fontWeight: 600,
                color: secondary ? C.madder : '#ffffff',
                textDecoration: 'none',
                borderRadius: 999,
              }}
            >
              {label}
            </a>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

function Items({ items }: { items: MailItem[] }) {
  return (
    <LayoutTable style={{ margin: '0 0 16px', borderTop: `1px solid ${C.linen}` }}>
      {items.map((item, index) => (
        <tr key={index}>
          <td
            width={72}
            style={{ padding: '12px 12px 12px 0', borderBottom: `1px solid ${C.linen}`, verticalAlign: 'top' }}
          >
            {item.imageUrl ? (
              <img
                src={item.imageUrl}
                alt=""
                width={64}
                height={80}
                style={{
                  display: 'block',
                  width: 64,
                  height: 80,
                  objectFit: 'cover',
                  borderRadius: 6,
                  background: C.sand,
                }}
              />
            ) : (
              <div style={{ width: 64, height: 80, borderRadius: 6, background: C.sand }} />
            )}
          </td>
          <td
            style={{ padding: '12px 0', borderBottom: `1px solid ${C.linen}`, verticalAlign: 'top', fontFamily: SANS }}
          >
            <div style={{ fontSize: 15, lineHeight: '22px', color: C.ink, fontWeight: 600 }}>{item.name}</div>
            <div style={{ fontSize: 13, lineHeight: '20px', color: C.muted }}>
              {/* Each part ('Qty 1') stays whole when a phone wraps the line. */}
              {item.detail.split(' · ').map((part, i) => (
                <span key={i}>
                  {i > 0 && ' · '}
                  <span style={{ whiteSpace: 'nowrap' }}>{part}</span>
                </span>
              ))}
            </div>
          </td>
          <td
            align="right"
            style={{
              padding: '12px 0 12px 12px',
              borderBottom: `1px solid ${C.linen}`,
              verticalAlign: 'top',
              fontFamily: SANS,
              fontSize: 15,
              color: C.ink,
              whiteSpace: 'nowrap',
            }}
          >
            {item.amount}
          </td>
        </tr>
      ))}
    </LayoutTable>
  );
}

function Rows({ block }: { block: Extract<MailBlock, { type: 'rows' }> }) {
  return (
    <div style={{ margin: '0 0 20px', padding: '14px 16px', background: C.sand, borderRadius: 8 }}>
      {block.title && (
        <p
          style={{ ...TEXT, margin: '0 0 8px', fontSize: 13, fontWeight: 600, letterSpacing: '0.04em', color: C.muted }}
        >
          {block.title.toUpperCase()}
        </p>
      )}
      <LayoutTable>
        {block.rows.map((row, index) => {
          const cell: CSSProperties = {
            padding: '4px 0',
            fontFamily: SANS,
            fontSize: row.strong ? 16 : 14,
            lineHeight: '22px',
            color: C.ink,
            fontWeight: row.strong ? 700 : 400,
            verticalAlign: 'top',
          };
          return (
            <tr key={index}>
              <td style={{ ...cell, color: row.strong ? C.ink : C.muted, paddingRight: 12, whiteSpace: 'nowrap' }}>
                {row.label}
              </td>
              <td align="right" style={{ ...cell, wordBreak: 'break-word' }}>
                {row.href ? (
                  <a href={row.href} style={{ color: C.madder }}>
                    {row.value}
                  </a>
                ) : (
                  row.value
                )}
              </td>
            </tr>
          );
        })}
      </LayoutTable>
    </div>
  );
}

function Block({ block }: { block: MailBlock }) {
  switch (block.type) {
    case 'heading':
      return (
        <h2 style={{ margin: '8px 0 12px', fontFamily: SERIF, fontSize: 20, lineHeight: '28px', color: C.ink }}>
          {block.text}
        </h2>
      );
    case 'paragraph':
      return <p style={TEXT}>{block.text}</p>;
    case 'callout':
      return (
        <p
          style={{
            ...TEXT,
            padding: '12px 16px',
            borderLeft: `3px solid ${C.madder}`,
            background: C.ivory,
            fontWeight: 600,
          }}
        >
          {block.text}
        </p>
      );
    case 'button':
      return <Button label={block.label} href={block.href} secondary={block.secondary} />;
    case 'items':
      return <Items items={block.items} />;
    case 'rows':
      return <Rows block={block} />;
    case 'image': {
      const image = (
        <img
          src={block.src}
          alt={block.alt}
          width={520}
          style={{ display: 'block', width: '100%', maxWidth: 520, height: 'auto', borderRadius: 8 }}
        />
      );
      return <div style={{ margin: '0 0 20px' }}>{block.href ? <a href={block.href}>{image}</a> : image}</div>;
    }
    case 'list':
      return (
        <ul style={{ ...TEXT, paddingLeft: 20 }}>
          {block.items.map((item, index) => (
            <li key={index} style={{ margin: '0 0 4px' }}>
              {item}
            </li>
          ))}
        </ul>
      );
  }
}

function Mail({ content, shop }: { content: MailContent; shop: MailShop }) {
  return (
    <div style={{ margin: 0, padding: 0, background: C.ivory }}>
      {/* The inbox preview line; hidden in the message itself. */}
      <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden', opacity: 0 }}>{content.preview}</div>
      <LayoutTable style={{ background: C.ivory }}>
        <tr>
          <td align="center" className="mail-outer" style={{ padding: '24px 12px' }}>
            <LayoutTable
              style={{ maxWidth: 600, background: '#ffffff', borderRadius: 12, border: `1px solid ${C.linen}` }}
            >
              <tr>
                <td className="mail-pad" style={{ padding: '24px 28px 8px', borderBottom: `1px solid ${C.linen}` }}>
                  <a href={shop.url} style={{ fontFamily: SERIF, fontSize: 26, color: C.ink, textDecoration: 'none' }}>
                    {shop.name}
                  </a>
                  <div
                    style={{
                      margin: '2px 0 16px',
                      fontFamily: SANS,
                      fontSize: 12,
                      letterSpacing: '0.08em',
                      color: C.muted,
                    }}
                  >
                    {shop.tagline.toUpperCase()}
                  </div>
                </td>
              </tr>
              <tr>
                <td className="mail-pad" style={{ padding: '24px 28px 8px' }}>
                  {content.greeting && <p style={TEXT}>{content.greeting}</p>}
                  {content.blocks.map((block, index) => (
                    <Block key={index} block={block} />
                  ))}
                </td>
              </tr>
              <tr>
                <td
                  className="mail-pad"
                  style={{
                    padding: '16px 28px 24px',
                    borderTop: `1px solid ${C.linen}`,
                    fontFamily: SANS,
                    fontSize: 12,
                    lineHeight: '18px',
                    color: C.muted,
                  }}
                >
                  <a href={shop.url} style={{ color: C.muted }}>
                    {shop.name}
                  </a>
                  {` · ${shop.tagline}`}
                  {content.footer?.note && <div style={{ marginTop: 8 }}>{content.footer.note}</div>}
                  {content.footer?.unsubscribeUrl && (
                    <div style={{ marginTop: 8 }}>
                      <a href={content.footer.unsubscribeUrl} style={{ color: C.muted }}>
                        Unsubscribe
                      </a>
                    </div>
                  )}
                </td>
              </tr>
            </LayoutTable>
          </td>
        </tr>
      </LayoutTable>
    </div>
  );
}

/** On a phone the side margins give their room to the text (Gmail, Apple Mail and Outlook's apps read this; others
 *  keep the inline desktop padding, which still fits). */
const PHONE_STYLE =
  '@media only screen and (max-width: 480px) { .mail-outer { padding: 12px 6px !important; } ' +
  '.mail-pad { padding-left: 18px !important; padding-right: 18px !important; } }';

export function renderMailHtml(content: MailContent, shop: MailShop, subject: string): string {
  const body = renderToStaticMarkup(<Mail content={content} shop={shop} />);
  // The document around the body: a phone-width viewport and the colour scheme mail apps should not invert.
  const title = renderToStaticMarkup(<title>{subject}</title>);
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><meta name="supported-color-schemes" content="light">${title}<style>${PHONE_STYLE}</style></head><body style="margin:0;padding:0;background:${C.ivory}">${body}</body></html>`;
}
