// The orders and preorders the worker is to pack (their assigned worker): the reference, where it stands and what
// goes in the parcel. No customer contact: the shop's coordinators hold that.
import type { PackingTaskView } from '../../../../domain/schemas/workshop.ts';
import { DetailSection } from '../kit/index.ts';

export function PackingTasks({ tasks }: { tasks: PackingTaskView[] }) {
  return (
    <DetailSection title="To pack">
      <ul className="divide-y divide-linen">
        {tasks.map((task) => (
          <li key={`${task.kind}-${task.reference}`} className="py-3 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-mono text-sm font-semibold tracking-wider text-ink">
                <span className="sr-only">{task.kind === 'order' ? 'Order' : 'Preorder'} </span>
                {task.reference}
              </p>
              <span className="rounded-full bg-sand px-2.5 py-0.5 text-xs font-semibold text-ink">{task.status}</span>
            </div>
            <p className="mt-0.5 text-xs text-muted">
              {task.kind === 'order' ? 'Order' : 'Preorder'} · {task.itemCount}{' '}
              {task.itemCount === 1 ? 'piece' : 'pieces'}
            </p>
            <ul className="mt-1.5 space-y-0.5 text-sm text-ink">
              {task.items.map((item, i) => (
                <li key={i}>
                  {item.quantity} × {item.name.replaceAll('/', ' ')} · {item.size} · {item.color}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
