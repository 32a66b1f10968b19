// A product name with its '/' shown as a line break (SPEC §3).
import { nameLines } from '../../domain/product-names.ts';

export function ProductName({
  name,
  secondLineClassName = 'block text-[0.85em] text-muted',
}: {
  name: string;
  secondLineClassName?: string;
}) {
  const [first, ...rest] = nameLines(name);
  return (
    <>
      {first}
      {rest.map((line) => (
        <span key={line} className={secondLineClassName}>
          {line}
        </span>
      ))}
    </>
  );
}
