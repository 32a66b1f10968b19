// The order Vitest starts the integration files in: the longest first. On a fresh clone Vitest has no durations of
// its own and starts the largest files first, so a long file could start late and run alone on one worker while the
// other had nothing left to run. Longest first keeps both workers busy to the end.
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The longest integration files, longest first (measured in CI on 2 cores, issue 29). A file missing here only starts
 *  later; keep the list to what runs far longer than the rest. Not the OCR accuracy test: its one reading thread runs
 *  at the lowest priority, so beside these it got almost no CPU and its 50 reads outlasted their 180 s on a busy
 *  machine; it stays where Vitest puts it, late, where the other worker leaves it the CPU. */
export const LONGEST_FILES = [
  'server/security.test.ts',
  'server/main.test.ts',
  'server/main-lifecycle.test.ts',
  'server/modules/orders/orders.test.ts',
  'server/modules/preorders/preorders-admin.test.ts',
  'server/backup/backup.test.ts',
  'server/modules/proof-checks/checks.test.ts',
  'server/modules/orders/unpaid-orders.test.ts',
  'server/modules/proof-checks/checks-restart.test.ts',
  'server/backup/backup-cli.test.ts',
  'server/fleet.test.ts',
];

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const index = LONGEST_FILES.indexOf(path.relative(spec.project.config.root, spec.moduleId));
      return index === -1 ? LONGEST_FILES.length : index;
    };
    const sorted = await super.sort(files);
    // Vitest's order groups the files by project; that grouping stays. Array sort is stable: the files not listed keep
    // Vitest's own order (its recorded durations, else file size).
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    const group = (spec: TestSpecification) => projects.indexOf(spec.project.name);
    return sorted.sort((a, b) => group(a) - group(b) || rank(a) - rank(b));
  }
}
