// One message of the conversation: the text as text (never HTML), the answer's product cards and links, and for a
// failed reply the spec's apology with Retry.
import { Link } from 'react-router';
import { Price } from '../../ui/price.tsx';
import type { ChatMessage } from './chat-history.ts';
import { isShopPath, safeHref } from './safe-href.ts';

interface ChatMessageProps {
  message: ChatMessage;
  /** The shop's WhatsApp and social links: the only addresses outside the shop shown as links. */
  trustedHrefs: readonly string[];
  /** Given for the last message when it is a failure. */
  onRetry?: () => void;
  /** A link inside the shop was followed (a phone gives the page back to the shopper). */
  onFollow: () => void;
}

const chip =
  'inline-flex min-h-9 items-center rounded-full border border-linen bg-white px-3 text-xs font-medium text-ink hover:border-ink';

export function ChatMessageItem({ message, trustedHrefs, onRetry, onFollow }: ChatMessageProps) {
  const mine = message.type === 'user';
  return (
    <li className={`flex flex-col gap-2 ${mine ? 'items-end' : 'items-start'}`}>
      <p className="sr-only">{mine ? 'You said:' : 'Assistant:'}</p>
      <p
        className={`max-w-[85%] whitespace-pre-line break-words rounded-2xl px-4 py-2.5 text-sm ${
          mine
            ? 'rounded-br-sm bg-ink text-white'
            : message.isError
              ? 'rounded-bl-sm border border-madder/40 bg-madder/5 text-madder-dark'
              : 'rounded-bl-sm bg-sand text-ink'
        }`}
      >
        {message.content}
      </p>
      {onRetry && (
        <button type="button" onClick={onRetry} className={chip}>
          Retry
        </button>
      )}
      {message.products && message.products.length > 0 && (
        <ul className="flex max-w-full gap-2 overflow-x-auto pb-1" aria-label="Products">
          {message.products.map((product) => (
            <li key={product.prodId} className="w-36 shrink-0">
              <ProductCardLink product={product} onFollow={onFollow} />
            </li>
          ))}
        </ul>
      )}
      {message.links && message.links.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Links">
          {message.links.map((link, i) => {
            const safe = safeHref(link.href, trustedHrefs);
            return (
              <li key={i}>
                {safe?.kind === 'page' ? (
                  <Link to={safe.to} className={chip} onClick={onFollow}>
                    {link.label}
                  </Link>
                ) : safe ? (
                  <a href={safe.href} target="_blank" rel="noopener noreferrer" className={chip}>
                    {link.label}
                  </a>
                ) : (
                  <span className="text-xs text-muted">{link.label}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}

function ProductCardLink({
  product,
  onFollow,
}: {
  product: NonNullable<ChatMessage['products']>[number];
  onFollow: () => void;
}) {
  const body = (
    <>
      {product.imageUrl && isShopPath(product.imageUrl) ? (
        <img
          src={product.imageUrl}
          alt=""
          width={144}
          height={180}
          // A reply's few cards are the reply: load them at once, not when a scroll inside the log reveals them.
          loading="eager"
          className="aspect-[4/5] w-full rounded-t-xl bg-linen object-cover"
        />
      ) : (
        <span className="block aspect-[4/5] w-full rounded-t-xl bg-linen" />
      )}
      <span className="block px-2.5 pt-2 text-xs font-medium leading-snug text-ink">{product.name}</span>
      <Price amount={product.price} className="block px-2.5 pb-2.5 text-xs font-semibold text-madder" />
    </>
  );
  const card = 'block h-full rounded-xl border border-linen bg-white hover:border-ink';
  return isShopPath(product.href) ? (
    <Link to={product.href} className={card} onClick={onFollow}>
      {body}
    </Link>
  ) : (
    <div className={card}>{body}</div>
  );
}
