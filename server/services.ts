// Builds every module's service from the narrow dependencies they need; shared by the API and the SSR loaders.
import crypto from 'node:crypto';
import path from 'node:path';
import { createBackgroundJobs } from './background-jobs.ts';
import { createCachedReads } from './cached-reads.ts';
import type { CacheTag } from './lib/cache-tags.ts';
import { createShopMetrics } from './lib/metrics.ts';
import { createCacheGroup } from './lib/read-cache.ts';
import { createPasswordHasher } from './lib/passwords.ts';
import { createSessionTokens } from './lib/session-tokens.ts';
import { createWorkQueue } from './lib/work-queue.ts';
import {
  createAccountDirectory,
  createAccountsService,
  createFailureLog,
  createRedisFailureLog,
  createKnownDevices,
  createLoginThrottle,
  createPasswordResetService,
  createEmailChanges,
  createStaffService,
} from './modules/accounts/index.ts';
import { createShopAssistant, createUnansweredQuestions, trackedRecord } from './modules/assistant/index.ts';
import { createCatalogService, createInventoryService, createProductEditor } from './modules/catalog/index.ts';
import { createContactService } from './modules/contact/index.ts';
import { createCurrencyRates, createExchangeRates } from './modules/currency/index.ts';
import { createContentService, createHomeImagesService } from './modules/content/index.ts';
import { createCatalogImages, createMediaService, createUploadsService } from './modules/media/index.ts';
import { createNewsletterMailer, createNewsletterService, createSubscribersAdmin } from './modules/newsletter/index.ts';
import {
  createOrderPlacement,
  createOrderQuote,
  createOrderResend,
  createOrdersService,
  createPaymentProofs,
} from './modules/orders/index.ts';
import {
  createMailLog,
  createOutboxService,
  createStaffMailer,
  fileMailTransport,
  smtpMailTransport,
} from './modules/notifications/index.ts';
import {
  createPreorderPlacement,
  createPreorderProofs,
  createPreorderReads,
  createPreorderResend,
  createPreordersService,
  createProgressImages,
} from './modules/preorders/index.ts';
import { createCustomersService, createDashboardService } from './modules/reports/index.ts';
import { createSettingsEditor, createSettingsService, paymentView } from './modules/settings/index.ts';
import { createWishlistService } from './modules/wishlist/index.ts';
import { createProofChecks, createProofCheckViews } from './modules/proof-checks/index.ts';
import { createFleetInvalidation } from './lib/fleet/fleet-invalidation.ts';
import { createFleetJobs } from './lib/fleet/fleet-jobs.ts';
import { postgresRateLimitStore } from './lib/fleet/rate-limit-store.ts';
import { BRAND } from '../domain/brand.ts';
import type { ServiceDeps } from './service-deps.ts';

/**
 * Shopper-facing reads and pages are served from memory for a few seconds and stale for a minute more while one refresh
 * runs. Every write drops at once what it changed (invalidate, by tag) here, and within moments on every other instance
 * sharing the database (PostgreSQL NOTIFY, server/lib/fleet); the minute bounds what an instance whose notifications
 * failed can miss. Stock at checkout is always read live, so a cached page can never oversell.
 */
const READ_CACHE = { freshMs: 5_000, staleMs: 60_000, maxEntries: 2_000 };

/** Upload links, known-device tokens and unsubscribe links get keys of their own, derived from the session key: no
 * more secrets to manage. */
const derivedKey = (sessionSecret: Uint8Array, purpose: string) =>
  crypto.createHmac('sha256', sessionSecret).update(purpose).digest();

export function createServices({
  db,
  pool,
  storage,
  dataDir,
  sessionSecret,
  linkBaseUrl,
  publicUrlSet = false,
  imageConcurrency = 1,
  passwordCost,
  mail = {},
  llm,
  rates,
  locationServices = [],
  redis,
  backups,
  log = () => undefined,
}: ServiceDeps) {
  const passwords = createPasswordHasher(passwordCost);
  const settings = createSettingsService({ db });
  // Counted here, read by /metrics (plugins/metrics.ts) when it is served.
  const metrics = createShopMetrics();
  const caches = createCacheGroup(READ_CACHE, metrics.cacheLookup);
  // What shoppers see, cached: pages and public reads. Checkout, the cart and wishlists read the live `catalog`.
  const cached = createCachedReads(caches, db);
  const catalog = createCatalogService({ db });
  const content = createContentService({ db });
  // The one way a write says what shoppers see changed, after its transaction has committed: here at once, and on
  // every other instance through NOTIFY (main.ts starts listening for theirs).
  const fleet = createFleetInvalidation({
    db,
    caches,
    log,
    // The exchange rates live outside the caches: rates or a markup another instance published are read again.
    changedElsewhere: (tags) => {
      if (tags === 'all' || tags.includes('currency-rates'))
        exchangeRates.loadStored({ announce: false }).catch((err: unknown) => log(`exchange rates: ${String(err)}`));
    },
  });
  const invalidate = (tags: readonly CacheTag[]) => fleet.invalidate(tags);
  // Each background job's tick runs on one instance of the fleet.
  const fleetJobs = createFleetJobs({ db, log });
  // Sign-in failures and rate-limit counts are kept in the database (or Redis), so the limits hold across instances.
  const throttle = createLoginThrottle({ failures: redis ? createRedisFailureLog(redis) : createFailureLog(db) });
  const outbox = createOutboxService({
    db,
    transport: mail.smtpUrl ? smtpMailTransport(mail.smtpUrl) : fileMailTransport(path.join(dataDir, 'mail')),
    storage,
    from: mail.from ?? `${BRAND.name} <no-reply@${new URL(linkBaseUrl).hostname}>`,
    log,
    onFailure: metrics.mailFailed,
  });
  const inventory = createInventoryService({ db, invalidate });
  // The bound that protects sign-in is `concurrency`; the line only bounds memory (each waiting file is at most 5 MB)
  // and waiting time, long enough that a busy minute of ordinary screenshots is queued rather than refused.
  const imageQueue = createWorkQueue('image', { concurrency: imageConcurrency, maxWaiting: 16 * imageConcurrency });
  const media = createMediaService({ db, storage, cacheDir: path.join(dataDir, 'cache', 'media'), imageQueue });
  const uploads = createUploadsService({
    db,
    storage,
    signingKey: derivedKey(sessionSecret, 'shop:upload-links'),
    imageQueue,
  });
  const catalogImages = createCatalogImages({ uploads, media });
  // Payment screenshots are read in the background (issue 20): queued with the attachment, read through the image
  // queue after the answer, swept every few seconds (main.ts starts the sweep).
  const readUpload = uploads.readStored;
  const proofChecks = createProofChecks({ db, readUpload, imageQueue, paymentAccounts: settings.paymentAccounts, log });
  metrics.watch({
    pool,
    queues: { image: imageQueue, avif: media.avifQueue },
    mailBacklog: outbox.backlog,
  });
  // An order moves stock: the pages of the products it moved show it.
  const directory = createAccountDirectory({ db });
  const paymentAccounts = async () => paymentView(await cached.settings.paymentAccounts());
  const orderDeps = { db, accounts: directory, uploads, outbox, invalidate, linkBaseUrl, paymentAccounts, proofChecks };
  const paymentProofs = createPaymentProofs({ db, accounts: directory, uploads, proofChecks });
  const newsletter = createNewsletterService({
    db,
    unsubscribeKey: derivedKey(sessionSecret, 'shop:newsletter-unsubscribe'),
    linkBaseUrl,
  });
  const shopContact = async () => (await cached.settings.contactDetails()).contact;
  const orders = createOrdersService({
    ...orderDeps,
    replacedScreenshots: paymentProofs.replacedScreenshots,
    shopContact,
    now: () => new Date(),
  });
  // Preorders: priced like orders from the live catalog (any size, no stock), read with signed links (D14).
  const preorderReads = createPreorderReads({ db, accounts: directory, uploads });
  const preorderDeps = { db, accounts: directory, uploads, outbox, linkBaseUrl, reads: preorderReads, proofChecks };
  // The shop assistant reads what a guest may see: an order or preorder only through the tracking pages' masked view.
  const shopAssistant = createShopAssistant({
    catalog,
    deliveryRates: cached.settings.deliveryRates,
    paymentAccounts,
    contactDetails: cached.settings.contactDetails,
    trackOrder: async (id) => trackedRecord(await orders.track(id, null)),
    trackPreorder: async (id) => trackedRecord(await preorderReads.track(id, null)),
    llm,
    shopOrigin: linkBaseUrl,
    log,
  });
  const unansweredQuestions = createUnansweredQuestions({ db });
  // Exchange rates for prices in the visitor's currency: every page reads the holder, never waiting on the service.
  const currencyRates = createCurrencyRates();
  const exchangeRates = createExchangeRates({
    db,
    holder: currencyRates,
    fetch: rates,
    markupPercent: async () => (await settings.currencySettings()).markupPercent,
    invalidate,
    invalidateHere: caches.invalidate,
    log,
  });
  return {
    metrics,
    caches,
    fleet,
    /** Where @fastify/rate-limit counts (app.ts): PostgreSQL, or REDIS_URL's Redis; shared by every instance. */
    rateLimitStorage: redis ? { redis, nameSpace: 'shop:rate-limit:' } : { store: postgresRateLimitStore(db) },
    cached,
    catalog,
    content,
    uploads,
    outbox,
    mailLog: createMailLog({ db, outbox }),
    staffMailer: createStaffMailer({ db, outbox, linkBaseUrl }),
    accounts: createAccountsService({
      db,
      tokens: createSessionTokens(sessionSecret),
      throttle,
      passwords,
      devices: createKnownDevices(derivedKey(sessionSecret, 'shop:known-devices')),
      emailChanges: createEmailChanges({ db, outbox, publicUrl: linkBaseUrl }),
    }),
    directory,
    staff: createStaffService({ db, passwords, outbox, linkBaseUrl }),
    passwordReset: createPasswordResetService({ db, outbox, throttle, passwords, publicUrl: linkBaseUrl }),
    // A product switched off drops out of wishlists at once.
    wishlist: createWishlistService({ db, catalog }),
    dashboard: createDashboardService({
      db,
      paymentAccounts: settings.paymentAccounts,
      publicUrlSet,
      mailServerSet: !!mail.smtpUrl,
    }),
    homeImages: createHomeImagesService({
      db,
      content,
      catalogImages,
      invalidate,
    }),
    customers: createCustomersService({ db }),
    inventory,
    productEditor: createProductEditor({ db, catalogImages, inventory, invalidate }),
    placement: createOrderPlacement({
      ...orderDeps,
      // Prices and stock from the live catalog: a cached figure never reaches a checkout.
      catalog,
      deliveryRates: cached.settings.deliveryRates,
      orderRules: cached.settings.orderRules,
      placed: metrics.orderPlaced,
    }),
    orders,
    orderResend: createOrderResend(orderDeps),
    paymentProofs,
    // Started and stopped by main.ts (the sweep); kicked after each commit that attaches a payment screenshot.
    proofChecks,
    proofCheckViews: createProofCheckViews({ db }),
    preorderPlacement: createPreorderPlacement({
      ...preorderDeps,
      quote: createOrderQuote({ catalog, deliveryRates: cached.settings.deliveryRates }),
      paymentAccounts,
      placed: metrics.preorderPlaced,
    }),
    preorderReads,
    preorderPdfShop: async () => ({
      payment: await paymentAccounts(),
      contact: (await cached.settings.contactDetails()).contact,
      linkBaseUrl,
    }),
    preorders: createPreordersService({ ...preorderDeps, paymentAccounts }),
    preorderResend: createPreorderResend({ ...preorderDeps, paymentAccounts }),
    preorderProofs: createPreorderProofs(preorderDeps),
    progressImages: createProgressImages(preorderDeps),
    contact: createContactService({ db, uploads, outbox, shopContact, linkBaseUrl }),
    // Reads its own uncached settings: the admin edits what is stored, not a copy a few seconds old.
    settingsEditor: createSettingsEditor({
      settings,
      catalogImages,
      invalidate,
      markupChanged: exchangeRates.markupChanged,
    }),
    media,
    newsletter,
    newsletterMailer: createNewsletterMailer({ db, newsletter, outbox, linkBaseUrl }),
    newsletterSubscribers: createSubscribersAdmin({ db }),
    assistant: shopAssistant,
    // What the assistant could not answer, redacted, for the admin's Questions section; started by main.ts like
    // unpaidOrders, the job deletes what was last asked more than 30 days ago.
    unansweredQuestions,
    currencyRates,
    // main.ts loads the stored rates before listening; tests call loadStored() and refresh() themselves.
    exchangeRates,
    locationServices,
    // Started and stopped by main.ts: unpaidOrders, ratesRefresh, questionRetention, limitsSweep, backups.
    ...createBackgroundJobs({
      db,
      storage,
      dataDir,
      fleetJobs,
      orders,
      unansweredQuestions,
      exchangeRates,
      throttle,
      backups,
      log,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
