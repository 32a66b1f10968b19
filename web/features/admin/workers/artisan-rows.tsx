// The artisans in the Workers tab's two shapes: a table on wide screens, stacked cards on phones. Each shows the name,
// the phone as a WhatsApp link, the skills, how they are paid, active or not, open jobs and what is overdue (red),
// with Edit and Deactivate/Activate for staff who manage the workshop, and Earnings (their pay) for admins.
import type { ArtisanView } from '../../../../domain/schemas/workshop.ts';
import { PAY_TYPE_LABELS, WORK_STAGE_LABELS } from '../../../../domain/workshop.ts';
import { Button } from '../../../ui/button.tsx';
import { MessageCircle } from '../../../ui/icons/message-circle.ts';
import { AdminTable, columns } from '../kit/index.ts';
import { artisanWhatsapp } from './artisan-list.ts';

interface ArtisanRowsProps {
  artisans: ArtisanView[];
  canManage: boolean;
  /** Admins only (workshop:pay): coordinators assign work but never see pay. */
  canPay: boolean;
  pendingId: string | null;
  onEdit(artisan: ArtisanView): void;
  onToggle(artisan: ArtisanView): void;
  onEarnings(artisan: ArtisanView): void;
}

function Phone({ phone, name }: { phone: string; name: string }) {
  const link = artisanWhatsapp(phone);
  if (!link) return <span>{phone}</span>;
  return (
    <a
      href={link}
      target="_blank"
      rel="noreferrer"
      aria-label={`WhatsApp ${name} on ${phone}`}
      className="inline-flex min-h-10 items-center gap-1.5 whitespace-nowrap text-[#146c41] underline decoration-[#167d4a]/40 underline-offset-4 hover:decoration-[#167d4a]"
    >
      <MessageCircle className="h-4 w-4" aria-hidden />
      {phone}
    </a>
  );
}

function Skills({ artisan }: { artisan: ArtisanView }) {
  if (artisan.skills.length === 0) return <span className="text-xs text-muted">No skills set</span>;
  return (
    <ul aria-label={`Skills of ${artisan.name}`} className="flex flex-wrap gap-1">
      {artisan.skills.map((s) => (
        <li key={s} className="rounded-full bg-sand px-2 py-0.5 text-xs text-ink">
          {WORK_STAGE_LABELS[s]}
        </li>
      ))}
    </ul>
  );
}

export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-1 text-xs font-semibold ${active ? 'bg-leaf/10 text-leaf' : 'bg-madder/10 text-madder'}`}
    >
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}

function Work({ artisan }: { artisan: ArtisanView }) {
  return (
    <span className="text-sm">
      <span className="tabular-nums">{artisan.openJobs}</span> open
      {artisan.overdueJobs > 0 && (
        <span className="block text-xs font-semibold text-madder">{artisan.overdueJobs} overdue</span>
      )}
    </span>
  );
}

function Actions({
  artisan,
  canManage,
  canPay,
  pendingId,
  onEdit,
  onToggle,
  onEarnings,
}: Omit<ArtisanRowsProps, 'artisans'> & { artisan: ArtisanView }) {
  const busy = pendingId === artisan.id;
  return (
    <div className="flex shrink-0 flex-wrap justify-end gap-1">
      {canPay && (
        <Button
          variant="secondary"
          className="min-h-10 px-4! py-2!"
          aria-label={`Earnings of ${artisan.name}`}
          onClick={() => onEarnings(artisan)}
        >
          Earnings
        </Button>
      )}
      {canManage && <ManageActions artisan={artisan} busy={busy} onEdit={onEdit} onToggle={onToggle} />}
    </div>
  );
}

function ManageActions({
  artisan,
  busy,
  onEdit,
  onToggle,
}: Pick<ArtisanRowsProps, 'onEdit' | 'onToggle'> & { artisan: ArtisanView; busy: boolean }) {
  return (
    <>
      <Button
        variant="secondary"
        className="min-h-10 px-4! py-2!"
        aria-label={`Edit ${artisan.name}`}
        onClick={() => onEdit(artisan)}
      >
        Edit
      </Button>
      <Button
        variant="ghost"
        className="min-h-10 px-3! py-2! whitespace-nowrap"
        disabled={busy}
        aria-busy={busy}
        aria-label={`${artisan.active ? 'Deactivate' : 'Activate'} ${artisan.name}`}
        onClick={() => onToggle(artisan)}
      >
        {artisan.active ? 'Deactivate' : 'Activate'}
      </Button>
    </>
  );
}

export function ArtisanRows(props: ArtisanRowsProps) {
  const { artisans, canManage, canPay } = props;
  const hasActions = canManage || canPay;
  return (
    <>
      <AdminTable
        caption="Artisans"
        columns={columns(['Artisan', 'Phone', 'Skills', 'Pay', 'Status', 'Work'], hasActions)}
        from="lg"
      >
        {artisans.map((a) => (
          <tr key={a.id} className="align-middle" data-testid="artisan-row">
            <td className="px-4 py-3">
              <p className="font-medium text-ink">{a.name}</p>
              {a.user && <p className="text-xs text-muted">Signs in as {a.user.email}</p>}
            </td>
            <td className="px-4 py-3">
              <Phone phone={a.phone} name={a.name} />
            </td>
            <td className="max-w-64 px-4 py-3">
              <Skills artisan={a} />
            </td>
            <td className="whitespace-nowrap px-4 py-3">{PAY_TYPE_LABELS[a.payType]}</td>
            <td className="px-4 py-3">
              <ActiveBadge active={a.active} />
            </td>
            <td className="whitespace-nowrap px-4 py-3">
              <Work artisan={a} />
            </td>
            {hasActions && (
              <td className="px-4 py-3 text-right">
                <Actions artisan={a} {...props} />
              </td>
            )}
          </tr>
        ))}
      </AdminTable>
      <ul aria-label="Artisans" className="mt-4 space-y-3 lg:hidden">
        {artisans.map((a) => (
          <li key={a.id} className="rounded-xl border border-linen bg-white p-4" data-testid="artisan-card">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium text-ink">{a.name}</p>
                <Phone phone={a.phone} name={a.name} />
              </div>
              <ActiveBadge active={a.active} />
            </div>
            <div className="mt-2">
              <Skills artisan={a} />
            </div>
            <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
              <p className="text-xs text-muted">
                {PAY_TYPE_LABELS[a.payType]}
                <span className="block text-sm text-ink">
                  <Work artisan={a} />
                </span>
              </p>
              {hasActions && <Actions artisan={a} {...props} />}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
