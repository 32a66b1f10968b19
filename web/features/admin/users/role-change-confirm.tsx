// Changing someone's role asks first (issue 17 item 12), naming the person and the new role: 'Make Ayesha Khan a
// Coordinator?'. The change is sent only on Confirm; a refusal (the last active admin) is shown by the panel that
// asked, in the server's words.
import { useState } from 'react';
import { ROLE_LABELS, type Role } from '../../../../domain/accounts.ts';
import { ConfirmDialog } from '../kit/index.ts';

/** What each role may do once given, so the admin knows what they are granting or taking away (DECISIONS X3). */
const ROLE_MEANING: Record<Role, string> = {
  admin: 'Administrators can do everything, including changing roles and the shop’s settings.',
  coordinator: 'Coordinators manage orders, preorders, payments and stock.',
  worker: 'Workers can see orders and products but change nothing.',
  customer: 'Customers can only use the shop and see their own orders.',
};

const withArticle = (label: string) => `${/^[AEIOU]/.test(label) ? 'an' : 'a'} ${label}`;

interface Person {
  _id: string;
  name: string;
}

/** `ask(person, role)` opens the question; `dialog` is rendered once by the panel; `apply` does the change. */
export function useRoleConfirm<P extends Person>(apply: (person: P, role: Role) => Promise<unknown>) {
  const [asked, setAsked] = useState<{ person: P; role: Role } | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!asked) return;
    setBusy(true);
    try {
      await apply(asked.person, asked.role);
    } finally {
      setBusy(false);
      setAsked(null);
    }
  }

  const label = asked ? ROLE_LABELS[asked.role] : '';
  const dialog = (
    <ConfirmDialog
      open={!!asked}
      title={asked ? `Make ${asked.person.name} ${withArticle(label)}?` : ''}
      confirmLabel={`Make ${label}`}
      busyLabel="Changing role…"
      cancelLabel="Cancel"
      busy={busy}
      onCancel={() => setAsked(null)}
      onConfirm={() => void confirm()}
    >
      {asked && <p>{ROLE_MEANING[asked.role]} They see the change the next time a page loads.</p>}
    </ConfirmDialog>
  );
  return { ask: (person: P, role: Role) => setAsked({ person, role }), dialog };
}
