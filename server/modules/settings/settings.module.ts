// The settings module's definition: the shop's stored settings, what shoppers are shown to pay into, and the editor.
import type { Infrastructure } from '../../infrastructure.ts';
import { apiRoutes, defineModule, type ServicesFrom } from '../../lib/module-definition.ts';
import type { currencyModule } from '../currency/index.ts';
import type { mediaModule } from '../media/index.ts';
import { createSettingsEditor, paymentView } from './settings-editor.service.ts';
import { settingsRoutes } from './settings.routes.ts';
import { createSettingsService } from './settings.service.ts';

type Needs = Pick<Infrastructure, 'db' | 'cached' | 'invalidate'> &
  ServicesFrom<typeof mediaModule, 'catalogImages'> &
  ServicesFrom<typeof currencyModule, 'exchangeRates'>;

export const settingsModule = defineModule({
  name: 'settings',
  services: ({ db, cached, invalidate, catalogImages, exchangeRates }: Needs) => {
    const settings = createSettingsService({ db });
    return {
      /** The settings as stored, uncached (the proof checks, the dashboard). */
      settings,
      /** Where shoppers pay, as orders, preorders and the assistant show it: from the cached settings. */
      paymentAccounts: async () => paymentView(await cached.settings.paymentAccounts()),
      // Reads its own uncached settings: the admin edits what is stored, not a copy a few seconds old.
      settingsEditor: createSettingsEditor({
        settings,
        catalogImages,
        invalidate,
        markupChanged: exchangeRates.markupChanged,
      }),
    };
  },
  routes: ({ cached, settingsEditor }, guards) => [
    apiRoutes(settingsRoutes, { settings: cached.settings, editor: settingsEditor, guards }),
  ],
});
