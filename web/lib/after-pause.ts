// The one debounce of the browser code: what typing asks for (a search, a lookup) runs once the typing pauses. Called
// in an effect, its answer is the effect's cleanup, so each keystroke cancels the wait the previous one started.
import { DEBOUNCE_MS } from '../../domain/limits.ts';

/** Runs `run` after `ms` (SPEC §9: 300 ms) unless the returned cancel is called first. */
export function afterPause(run: () => void, ms: number = DEBOUNCE_MS): () => void {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
}
