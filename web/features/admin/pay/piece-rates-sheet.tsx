// 'Piece rates' (issue 30), opened from the Workers tab's header by admins: what each stage pays per piece, as
// category defaults and as products' own rates (which win). Every save answers with the whole list, shown at once.
import * as Dialog from '@radix-ui/react-dialog';
import type { PieceRateView } from '../../../../domain/schemas/workshop.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { AdminSheet, ListAlert, ListLoading, SheetHeader } from '../kit/index.ts';
import { CategoryRateGrid } from './category-rate-grid.tsx';
import { PAY_TEXTS } from './pay-texts.ts';
import { ProductRates } from './product-rates.tsx';

export function PieceRatesSheet({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <AdminSheet open={open} onClose={onClose} widthClass="sm:w-[min(94vw,64rem)]" keepOnOutsideClick>
      {open && <PieceRates />}
    </AdminSheet>
  );
}

function PieceRates() {
  const rates = useApiQuery<PieceRateView[]>('/workshop/rates', {
    failure: (err) => failureMessage(err, PAY_TEXTS.ratesLoadFailed),
  });
  const saved = (list: PieceRateView[]) => rates.setData(() => list);
  return (
    <>
      <SheetHeader closeLabel="Close piece rates">
        <Dialog.Title className="font-display text-xl text-ink sm:text-2xl">Piece rates</Dialog.Title>
        <Dialog.Description className="mt-1 text-sm text-muted">
          What an artisan earns per piece when they finish a stage. The rate in force then is the one paid.
        </Dialog.Description>
      </SheetHeader>
      <div className="flex-1 space-y-8 overflow-y-auto px-4 py-5 sm:px-6">
        <ListAlert actionError={null} loadError={rates.error} onRetry={rates.reload} />
        {!rates.data ? (
          rates.loading && <ListLoading label="Loading piece rates…" />
        ) : (
          <>
            <CategoryRateGrid rates={rates.data} onSaved={saved} />
            <ProductRates rates={rates.data} onSaved={saved} />
          </>
        )}
      </div>
    </>
  );
}
