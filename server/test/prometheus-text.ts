// A strict reader of the Prometheus text format (0.0.4) for tests: every line must be a HELP, a TYPE or a sample of a
// family declared before it, or reading fails, so a /metrics that Prometheus would refuse fails its test too.

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface MetricFamily {
  type: string;
  help: string;
  samples: Sample[];
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const COMMENT = new RegExp(`^# (HELP|TYPE) (${NAME}) (.*)$`);
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)( -?\\d+)?$`);
const LABEL = /^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\["\\n])*)"(,|$)/;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
/** The samples a family of each type may have besides its own name. */
const SUFFIXES: Record<string, string[]> = { histogram: ['_bucket', '_sum', '_count'], summary: ['_sum', '_count'] };

function parseLabels(text: string | undefined, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  let rest = text ?? '';
  while (rest) {
    const match = LABEL.exec(rest);
    if (!match) throw new Error(`bad labels in: ${line}`);
    labels[match[1]!] = match[2]!.replace(/\\(["\\n])/g, (_all, c: string) => (c === 'n' ? '\n' : c));
    rest = rest.slice(match[0].length);
  }
  return labels;
}

function parseValue(text: string, line: string): number {
  // As Prometheus reads them (Go's ParseFloat): NaN and Inf in any letter case; prom-client writes 'Nan'.
  if (/^\+?inf$/i.test(text)) return Infinity;
  if (/^-inf$/i.test(text)) return -Infinity;
  if (/^nan$/i.test(text)) return NaN;
  const value = Number(text);
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text) || Number.isNaN(value))
    throw new Error(`bad value in: ${line}`);
  return value;
}

/** Every family in the text by name; throws on the first line that is not valid exposition format. */
export function parsePrometheusText(text: string): Map<string, MetricFamily> {
  const families = new Map<string, MetricFamily>();
  const family = (name: string) => {
    let found = families.get(name);
    if (!found) families.set(name, (found = { type: 'untyped', help: '', samples: [] }));
    return found;
  };
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const comment = COMMENT.exec(line);
    if (comment) {
      const [, kind, name, rest] = comment;
      if (kind === 'TYPE' && !TYPES.has(rest!)) throw new Error(`unknown type in: ${line}`);
      if (kind === 'TYPE') family(name!).type = rest!;
      else family(name!).help = rest!;
      continue;
    }
    if (line.startsWith('#')) continue;
    const sample = SAMPLE.exec(line);
    if (!sample) throw new Error(`not a sample: ${line}`);
    const [, name, labels, value] = sample;
    const owner = [...families.entries()].find(
      ([base, f]) => name === base || (SUFFIXES[f.type] ?? []).some((suffix) => name === base + suffix),
    );
    if (!owner) throw new Error(`a sample of no declared family: ${line}`);
    owner[1].samples.push({ name: name!, labels: parseLabels(labels, line), value: parseValue(value!, line) });
  }
  return families;
}

/** The value of the sample `name` whose labels include `labels`; 0 when there is none yet (a counter not moved). */
export function sampleValue(
  families: Map<string, MetricFamily>,
  name: string,
  labels: Record<string, string> = {},
): number {
  for (const family of families.values())
    for (const sample of family.samples)
      if (sample.name === name && Object.entries(labels).every(([k, v]) => sample.labels[k] === v)) return sample.value;
  return 0;
}
