// GET /api/settings/payment: where shoppers send money (bank account, Easypaisa account and QR), read by checkout.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mediaUrl } from '../../../domain/media.ts';
import type { SettingsService } from './settings.service.ts';

const answer = z.object({
  bank: z.object({ bankName: z.string(), accountTitle: z.string(), accountNumber: z.string(), iban: z.string() }).nullable(),
  easypaisa: z.object({ accountTitle: z.string(), accountNumber: z.string(), qrImage: z.string().nullable() }).nullable(),
});

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: Pick<SettingsService, 'paymentAccounts'> }> = async (app, { settings }) => {
  app.get(
    '/settings/payment',
    { schema: { tags: ['Settings'], summary: "The shop's bank and Easypaisa accounts for payment by transfer (null until set)", response: { 200: answer } } },
    async () => {
      const { bank, easypaisa } = await settings.paymentAccounts();
      return { bank, easypaisa: easypaisa && { accountTitle: easypaisa.accountTitle, accountNumber: easypaisa.accountNumber, qrImage: easypaisa.qrMediaId ? mediaUrl(easypaisa.qrMediaId, 640, 'jpg') : null } };
    },
  );
};
