// The Production tab (issue 30): the workshop's board of job cards, one column per stage with Ready last, filtered by
// artisan, stage, overdue, due this week, preorder and stock runs (kept in the address, so the dashboard can link to a
// filtered board); cards move on with their button or by drag, back only with a reason; a card opens its sheet; 'New
// stock run' opens a batch for stock. The server is the single truth: after every move the board is fetched again.
import { useCallback, useState } from 'react';
import { roleCan } from '../../../../domain/permissions.ts';
import type { JobPage, JobView } from '../../../../domain/schemas/workshop.ts';
import type { WorkStage } from '../../../../domain/workshop.ts';
import { apiRequest } from '../../../lib/api.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { Button } from '../../../ui/button.tsx';
import { FormNotice } from '../../../ui/form-messages.tsx';
import { Plus } from '../../../ui/icons/plus.ts';
import { Shirt } from '../../../ui/icons/shirt.ts';
import {
  AdminPagination,
  AdminSheet,
  ListAlert,
  ListEmptyState,
  ListLoading,
  SheetHeader,
  type PanelProps,
  useArtisans,
} from '../kit/index.ts';
import * as Dialog from '@radix-ui/react-dialog';
import { boardColumns, moveKind, nextStageOf } from './board.ts';
import { BoardFiltersBar } from './board-filters.tsx';
import { boardQueryString, hasBoardFilters, useBoardQuery, type BoardFilters } from './board-query.ts';
import { JobBoard } from './job-board.tsx';
import { JobSheet } from './job-sheet.tsx';
import { MoveBackDialog, type BackMove } from './move-back-dialog.tsx';
import { StockRunForm } from './stock-run-form.tsx';
import { useJobMove } from './use-job-move.ts';
import { WORKSHOP_TEXTS } from './workshop-texts.ts';

const failure = (err: unknown) => failureMessage(err, WORKSHOP_TEXTS.jobsLoadFailed);

export default function ProductionPanel({ user }: PanelProps) {
  const canManage = roleCan(user.role, 'workshop:manage');
  const { query, update } = useBoardQuery();
  const board = useApiQuery<JobPage>(`/workshop/jobs?${boardQueryString(query)}`, { failure, keepPreviousData: true });
  const artisans = useArtisans();
  const [opened, setOpened] = useState<JobView | null>(null);
  const [backMove, setBackMove] = useState<BackMove | null>(null);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const { reload } = board;
  /** Shows a card as the server answered it, or, when a move failed because it changed, fetches it again. */
  const settle = useCallback(
    (job: JobView | null, id?: string) => {
      reload();
      if (job) setOpened((o) => (o && o.id === job.id ? job : o));
      else if (id)
        apiRequest<JobView>(`/workshop/jobs/${id}`).then(
          (fresh) => setOpened((o) => (o?.id === id ? fresh : o)),
          () => undefined,
        );
    },
    [reload],
  );
  const move = useJobMove((job) => {
    if (job) setBackMove(null);
    settle(job, opened?.id ?? backMove?.job.id);
  });

  function ask(job: JobView, to: WorkStage) {
    const kind = moveKind(job, to);
    if (kind === 'forward') void move.move(job, to);
    else if (kind === 'back') {
      move.clear();
      setBackMove({ job, to });
    }
  }
  const send = (job: JobView) => {
    const next = nextStageOf(job);
    if (next) void move.move(job, next);
  };
  const changeFilters = useCallback((changes: Partial<BoardFilters>) => update(changes), [update]);

  const data = board.data;
  const filtered = hasBoardFilters(query);
  const columns = data ? boardColumns(data.jobs, data.stageCounts, query.stage) : [];
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-prose text-sm text-muted">
          Every piece in the workshop, from cutting to ready. Send a card on when its stage is done; the holder’s
          initials show who has it now.
        </p>
        {canManage && (
          <Button className="min-h-10 px-5! py-2!" onClick={() => setCreating(true)}>
            <Plus className="h-4 w-4" aria-hidden />
            New stock run
          </Button>
        )}
      </div>

      <BoardFiltersBar filters={query} artisans={artisans.data ?? []} onChange={changeFilters} />
      <ListAlert actionError={backMove ? null : move.error} loadError={board.error} onRetry={reload} />
      <FormNotice message={move.notice ?? notice} />

      {!data ? (
        board.loading && <ListLoading label="Loading the production board…" rowHeight="h-40" />
      ) : data.total === 0 && !data.jobs.length ? (
        <ListEmptyState
          icon={Shirt}
          title={filtered ? 'No job cards match these filters.' : 'Nothing in the workshop yet.'}
          hint={
            filtered
              ? 'Try another artisan or stage, or clear the filters.'
              : 'A card appears here when a preorder’s deposit is marked paid, or when you open a stock run.'
          }
        />
      ) : (
        <div aria-busy={board.loading} className={board.loading ? 'opacity-70 transition-opacity' : ''}>
          <p role="status" className="mb-3 text-sm text-muted">
            {data.total === 1 ? '1 job card' : `${data.total} job cards`}
            {data.pages > 1 && ` · page ${data.page} of ${data.pages}`}
          </p>
          <JobBoard
            columns={columns}
            canMove={canManage}
            movingId={move.movingId}
            onOpen={(job) => {
              move.clear();
              setOpened(job);
            }}
            onSend={send}
            onDrop={ask}
          />
          <AdminPagination
            page={data.page}
            totalPages={data.pages}
            disabled={board.loading}
            onPage={(page) => update({ page })}
          />
        </div>
      )}

      <JobSheet
        job={opened}
        artisans={artisans.data ?? []}
        canManage={canManage}
        move={move}
        onClose={() => setOpened(null)}
        onSaved={(job) => settle(job)}
        onBack={(job, to) => ask(job, to)}
      />
      <MoveBackDialog
        move={backMove}
        busy={!!backMove && move.movingId === backMove.job.id}
        error={backMove ? move.error : null}
        onCancel={() => setBackMove(null)}
        onConfirm={(reason) => backMove && void move.move(backMove.job, backMove.to, reason)}
      />
      <AdminSheet
        open={creating}
        onClose={() => setCreating(false)}
        widthClass="sm:w-[min(92vw,40rem)]"
        keepOnOutsideClick
      >
        <SheetHeader closeLabel="Close new stock run">
          <Dialog.Title className="font-display text-xl text-ink sm:text-2xl">New stock run</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">
            A batch made for the shop’s stock: it starts at the product’s first stage.
          </Dialog.Description>
        </SheetHeader>
        <div className="flex-1 overflow-y-auto px-4 py-5 sm:px-6">
          {creating && (
            <StockRunForm
              onCancel={() => setCreating(false)}
              onOpened={(job) => {
                setCreating(false);
                setNotice(WORKSHOP_TEXTS.stockRunOpened(job));
                reload();
              }}
            />
          )}
        </div>
      </AdminSheet>
    </div>
  );
}
