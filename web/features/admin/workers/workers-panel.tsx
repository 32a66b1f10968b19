// The Workers tab (issue 30): the workshop's artisans, active first, filtered by active/inactive and searched by name;
// each with their WhatsApp, skills, pay type, open and overdue jobs; 'Add artisan' and Edit open the form in a sheet,
// and Deactivate keeps an artisan with open work on the board (never deleted). A table on wide screens, cards on
// phones. Admins also open each artisan's Earnings and the Piece rates from here (web/features/admin/pay).
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { roleCan } from '../../../../domain/permissions.ts';
import type { ArtisanView } from '../../../../domain/schemas/workshop.ts';
import { apiRequest } from '../../../lib/api.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import { Button } from '../../../ui/button.tsx';
import { FormNotice } from '../../../ui/form-messages.tsx';
import { HandHeart } from '../../../ui/icons/hand-heart.ts';
import { Plus } from '../../../ui/icons/plus.ts';
import { Search } from '../../../ui/icons/search.ts';
import { Wallet } from '../../../ui/icons/wallet.ts';
import { ADMIN_CONTROL as CONTROL, ADMIN_LABEL as LABEL } from '../../../ui/input-classes.ts';
import {
  AdminSheet,
  ListAlert,
  ListEmptyNote,
  ListEmptyState,
  ListLoading,
  SheetHeader,
  type PanelProps,
  useArtisans,
} from '../kit/index.ts';
import { EarningsSheet, PieceRatesSheet } from '../pay/index.ts';
import { ArtisanForm } from './artisan-form.tsx';
import {
  ARTISAN_FILTER_LABELS,
  ARTISAN_FILTERS,
  artisanPayload,
  filterArtisans,
  type ArtisanFilter,
} from './artisan-list.ts';
import { ArtisanRows } from './artisan-rows.tsx';
import { ARTISAN_TEXTS } from './artisan-texts.ts';

export default function WorkersPanel({ user }: PanelProps) {
  const uid = useId();
  const canManage = roleCan(user.role, 'workshop:manage');
  const canPay = roleCan(user.role, 'workshop:pay');
  const list = useArtisans();
  const [filter, setFilter] = useState<ArtisanFilter>('active');
  const [search, setSearch] = useState('');
  /** The form's sheet: a new artisan ('new') or the one being edited. */
  const [editing, setEditing] = useState<ArtisanView | 'new' | null>(null);
  const [paying, setPaying] = useState<ArtisanView | null>(null);
  const [ratesOpen, setRatesOpen] = useState(false);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function toggle(artisan: ArtisanView) {
    setPendingId(artisan.id);
    setActionError(null);
    setNotice(null);
    try {
      const saved = await apiRequest<ArtisanView>(`/workshop/artisans/${artisan.id}`, {
        method: 'PUT',
        body: artisanPayload(artisan, { active: !artisan.active }),
      });
      setNotice(ARTISAN_TEXTS.toggled(saved.name, saved.active));
      list.reload();
    } catch (err) {
      setActionError(failureMessage(err, ARTISAN_TEXTS.saveFailed));
    } finally {
      setPendingId(null);
    }
  }

  const all = list.data;
  const shown = all ? filterArtisans(all, filter, search) : [];
  const editingArtisan = editing === 'new' ? null : editing;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-prose text-sm text-muted">
          The artisans who cut, print, embroider, stitch and finish the pieces. Give each the stages they work on, and
          link a worker account so they see their cards on their phone.
        </p>
        <div className="flex flex-wrap gap-2">
          {canPay && (
            <Button variant="secondary" className="min-h-10 px-5! py-2!" onClick={() => setRatesOpen(true)}>
              <Wallet className="h-4 w-4" aria-hidden />
              Piece rates
            </Button>
          )}
          {canManage && (
            <Button className="min-h-10 px-5! py-2!" onClick={() => setEditing('new')}>
              <Plus className="h-4 w-4" aria-hidden />
              Add artisan
            </Button>
          )}
        </div>
      </div>

      <div className="grid grid-cols-1 gap-3 rounded-2xl border border-linen bg-white/70 p-3 sm:grid-cols-[2fr_1fr] sm:p-4">
        <div>
          <label htmlFor={`${uid}-search`} className={LABEL}>
            Search
          </label>
          <div className="relative mt-1">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
              aria-hidden
            />
            <input
              id={`${uid}-search`}
              type="search"
              aria-label="Search artisans by name"
              placeholder="Name"
              value={search}
              maxLength={100}
              onChange={(e) => setSearch(e.target.value)}
              className={`${CONTROL} pl-9`}
            />
          </div>
        </div>
        <div>
          <label htmlFor={`${uid}-filter`} className={LABEL}>
            Show
          </label>
          <select
            id={`${uid}-filter`}
            value={filter}
            onChange={(e) => setFilter(e.target.value as ArtisanFilter)}
            className={`${CONTROL} mt-1`}
          >
            {ARTISAN_FILTERS.map((f) => (
              <option key={f} value={f}>
                {ARTISAN_FILTER_LABELS[f]}
              </option>
            ))}
          </select>
        </div>
      </div>

      <ListAlert actionError={actionError} loadError={list.error} onRetry={list.reload} />
      <FormNotice message={notice} />

      {!all ? (
        list.loading && <ListLoading label="Loading artisans…" />
      ) : all.length === 0 ? (
        <ListEmptyState
          icon={HandHeart}
          title="No artisans yet."
          hint="Add the people who make the pieces, with the stages they work on."
        />
      ) : (
        <div aria-busy={list.loading}>
          <p role="status" className="text-sm text-muted">
            {shown.length === 1 ? '1 artisan' : `${shown.length} artisans`}
          </p>
          {shown.length === 0 ? (
            <ListEmptyNote>No artisans match.</ListEmptyNote>
          ) : (
            <ArtisanRows
              artisans={shown}
              canManage={canManage}
              canPay={canPay}
              pendingId={pendingId}
              onEdit={setEditing}
              onToggle={(a) => void toggle(a)}
              onEarnings={setPaying}
            />
          )}
        </div>
      )}

      <AdminSheet
        open={editing !== null}
        onClose={() => setEditing(null)}
        widthClass="sm:w-[min(92vw,40rem)]"
        keepOnOutsideClick
      >
        <SheetHeader closeLabel="Close artisan form">
          <Dialog.Title className="font-display text-xl text-ink sm:text-2xl">
            {editingArtisan ? `Edit ${editingArtisan.name}` : 'Add artisan'}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">
            {editingArtisan ? 'Change their details, skills or account.' : 'Someone new in the workshop.'}
          </Dialog.Description>
        </SheetHeader>
        <div className="flex-1 overflow-y-auto px-4 py-5 sm:px-6">
          {editing !== null && (
            <ArtisanForm
              key={editingArtisan?.id ?? 'new'}
              artisan={editingArtisan}
              onCancel={() => setEditing(null)}
              onSaved={(saved, added) => {
                setEditing(null);
                setActionError(null);
                setNotice(added ? ARTISAN_TEXTS.added(saved.name) : ARTISAN_TEXTS.saved(saved.name));
                list.reload();
              }}
            />
          )}
        </div>
      </AdminSheet>
      {canPay && (
        <>
          <EarningsSheet artisan={paying} onClose={() => setPaying(null)} />
          <PieceRatesSheet open={ratesOpen} onClose={() => setRatesOpen(false)} />
        </>
      )}
    </div>
  );
}
