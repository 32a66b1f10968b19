// The currency picker of the header and the phone menu: a native <select> of the 12 currencies (keyboard and screen
// readers use it as any form field), laid invisibly over a short face ('£ GBP') so the header stays narrow.
import { CURRENCIES, CURRENCY_NAMES, CURRENCY_SYMBOLS, type CurrencyCode } from '../../../domain/currency.ts';
import { useDisplayCurrency } from '../../lib/display-currency.ts';
import { chooseCurrency } from './currency-choice.ts';

const withSymbol = (code: CurrencyCode) =>
  CURRENCY_SYMBOLS[code] === code ? code : `${CURRENCY_SYMBOLS[code]} ${code}`;

export function CurrencyPicker({ id, className = '' }: { id: string; className?: string }) {
  const { code } = useDisplayCurrency();
  return (
    <span
      className={`relative inline-flex h-10 items-center rounded-full px-3 text-sm font-medium text-ink transition focus-within:ring-2 focus-within:ring-madder hover:bg-sand ${className}`}
    >
      <span aria-hidden className="whitespace-nowrap">
        {withSymbol(code)} <span className="text-[10px] text-muted">▼</span>
      </span>
      <label htmlFor={id} className="sr-only">
        Show prices in
      </label>
      <select
        id={id}
        value={code}
        data-testid="currency-picker"
        onChange={(event) => chooseCurrency(event.target.value as CurrencyCode)}
        className="absolute inset-0 cursor-pointer opacity-0"
      >
        {CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {withSymbol(c)} · {CURRENCY_NAMES[c]}
          </option>
        ))}
      </select>
    </span>
  );
}
