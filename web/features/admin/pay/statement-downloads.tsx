// The period's statement as PDF and CSV: fetched with the admin's Bearer token (the files are admins' only) and saved
// under the name the server gives them; a refusal shows the server's words.
import { useState } from 'react';
import { downloadFile } from '../../../lib/download-file.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-messages.tsx';
import { Download } from '../../../ui/icons/download.ts';
import { statementFileName } from '../../../../domain/workshop.ts';
import type { PayPeriod } from './pay-period.ts';
import { PAY_TEXTS } from './pay-texts.ts';

const FORMATS = ['pdf', 'csv'] as const;

export function StatementDownloads({ artisan, period }: { artisan: { id: string; name: string }; period: PayPeriod }) {
  const [busy, setBusy] = useState<(typeof FORMATS)[number] | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function download(format: (typeof FORMATS)[number]) {
    setBusy(format);
    setError(null);
    const query = new URLSearchParams({ from: period.from, to: period.to });
    try {
      await downloadFile(
        `/workshop/artisans/${artisan.id}/statement.${format}?${query}`,
        statementFileName(artisan.name, period, format),
      );
    } catch (err) {
      setError(failureMessage(err, PAY_TEXTS.downloadFailed));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="space-y-2">
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {FORMATS.map((format) => (
          <Button
            key={format}
            variant="secondary"
            className="min-h-10 px-3! py-2! sm:px-4!"
            disabled={busy !== null}
            aria-busy={busy === format}
            onClick={() => void download(format)}
          >
            <Download className="h-4 w-4" aria-hidden />
            {busy === format ? 'Preparing…' : `Download ${format.toUpperCase()}`}
          </Button>
        ))}
      </div>
      <FormAlert message={error} />
    </div>
  );
}
