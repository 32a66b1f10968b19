// The lists' 'Proof check' filter (issue 20): any, or only the records whose payment proof needs a closer look. Offered
// only to staff who confirm payments, as the API allows.
import type { FilterSelect } from '../kit/index.ts';

export function proofCheckFilter(value: 'flagged' | '', onChange: (value: 'flagged' | '') => void): FilterSelect {
  return {
    name: 'proof',
    label: 'Proof check',
    anyLabel: 'Any proof',
    options: [{ value: 'flagged', label: 'Needs a look' }],
    value,
    onChange: (v) => onChange(v === 'flagged' ? 'flagged' : ''),
  };
}
