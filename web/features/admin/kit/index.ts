// The admin kit's face: the generic pieces every admin section builds on (tables, sheets, dialogs, list queries, the sections list).
export { AdminListBody, ListAlert, ListEmptyNote, ListEmptyState, ListLoading } from './admin-list-body.tsx';
export { AdminPagination } from './admin-pagination.tsx';
export {
  currentSectionId,
  openSection,
  type PanelProps,
  sectionHref,
  type SectionId,
  sectionsFor,
} from './admin-sections.ts';
export { AdminSheet, SheetHeader } from './admin-sheet.tsx';
export { type AdminColumn, AdminTable, columns } from './admin-table.tsx';
export { ChangeFeedback, ChangeSubmit } from './change-feedback.tsx';
export { ConfirmDialog } from './confirm-dialog.tsx';
export { CustomerFacts, DETAIL_HEADING, DetailSection, Fact } from './detail-parts.tsx';
export { FormSection } from './form-section.tsx';
export { type FilterSelect, ListFiltersBar } from './list-filters-bar.tsx';
export { dateParam, oneOf, pageParam, useAddressQuery } from './list-query.ts';
export { useListSearch } from './use-list-search.ts';
export { type ChangeFailure, useRecordChange } from './use-record-change.ts';
export { useArtisans } from './use-artisans.ts';
export { useWorkers, type WorkersState } from './use-workers.ts';
export { WorkerAssignForm } from './worker-assign-form.tsx';
export { workerFilter, workerParam } from './worker-filter.ts';
