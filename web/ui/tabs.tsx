// Tabs the WAI-ARIA way: a tablist whose arrow keys, Home and End move between the tabs and show each at once, and
// the shown tab's panel. Our own rather than Radix Tabs, whose collection and roving-focus machinery cost the product
// page about 8 KB of gzip JavaScript; the same roles, states and data-state attributes, so it looks and reads the same.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface TabsProps<T extends string> {
  tabs: readonly { value: T; label: string }[];
  value: T;
  onValueChange: (value: T) => void;
  /** The tablist's accessible name. */
  label: string;
  listClassName: string;
  /** Style the shown tab with data-[state=active]:. */
  tabClassName: string;
  panelClassName: string;
  /** The content of the shown tab's panel; the others stay empty and hidden. */
  children: (value: T) => ReactNode;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

export function Tabs<T extends string>(props: TabsProps<T>) {
  const { tabs, value, onValueChange, label, listClassName, tabClassName, panelClassName, children } = props;
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (tab: T) => `${id}-tab-${tab}`;
  const panelId = (tab: T) => `${id}-panel-${tab}`;

  function onKeyDown(event: KeyboardEvent) {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(
      Math.max(
        0,
        tabs.findIndex((t) => t.value === value),
      ),
      tabs.length,
    );
    buttons.current[next]?.focus();
    onValueChange(tabs[next]!.value);
  }

  return (
    <div data-orientation="horizontal">
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={listClassName}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, i) => {
          const shown = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={(button) => {
                buttons.current[i] = button;
              }}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={shown}
              aria-controls={panelId(tab.value)}
              data-state={shown ? 'active' : 'inactive'}
              // One tab stop for the whole list: the arrow keys move within it.
              tabIndex={shown ? 0 : -1}
              onClick={() => onValueChange(tab.value)}
              className={tabClassName}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const shown = tab.value === value;
        return (
          <div
            key={tab.value}
            role="tabpanel"
            id={panelId(tab.value)}
            aria-labelledby={tabId(tab.value)}
            data-state={shown ? 'active' : 'inactive'}
            hidden={!shown}
            tabIndex={0}
            className={panelClassName}
          >
            {shown && children(tab.value)}
          </div>
        );
      })}
    </div>
  );
}
