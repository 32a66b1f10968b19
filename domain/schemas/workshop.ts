// zod contracts of the workshop (issue 30): artisans, job cards and their stages, photos, piece rates, earnings and
// payouts. The admin's forms, the worker's phone and the API parse with these; the server answers through the views.
import { z } from 'zod';
import { CATEGORIES, PREORDER_IMAGES_PER_UPLOAD, SIZES } from '../limits.ts';
import { isPakistaniPhone } from '../preorders.ts';
import { WORKSHOP_MESSAGES } from '../workshop-messages.ts';
import {
  MAX_JOB_QUANTITY,
  MAX_PIECE_RATE,
  MIN_JOB_QUANTITY,
  PAY_TYPES,
  SKILL_STAGES,
  WORK_STAGES,
} from '../workshop.ts';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).optional();
const day = (field: string) => z.iso.date({ error: `${field} must be a date (YYYY-MM-DD)` });
const stage = z.enum(WORK_STAGES, { error: 'stage: unknown stage' });
const skill = z.enum(SKILL_STAGES, { error: 'skills: unknown stage' });
const id = (field: string) => z.uuid({ error: `${field}: not a valid id` });

/** POST /workshop/artisans and PUT /workshop/artisans/{id} (the whole artisan). */
export const artisanPayloadSchema = z.strictObject({
  name: text('name', 100),
  phone: text('phone', 20).refine(isPakistaniPhone, 'phone: enter a Pakistani mobile number, e.g. 0300 1234567'),
  skills: z
    .array(skill, { error: 'skills must be a list' })
    .max(SKILL_STAGES.length)
    .refine((list) => new Set(list).size === list.length, 'skills: each stage once'),
  payType: z.enum(PAY_TYPES, { error: 'payType: piece or monthly' }),
  active: z.boolean().optional(),
  notes: optionalText('notes', 1000),
  /** The worker's staff account they sign in with, or none. */
  userId: id('userId').nullable().optional(),
});
export type ArtisanPayload = z.infer<typeof artisanPayloadSchema>;

/** POST /workshop/jobs: a production run for stock. */
export const stockJobSchema = z.strictObject({
  prodId: text('prodId', 40),
  size: z.enum(SIZES, { error: 'size: unknown size' }),
  color: text('color', 40),
  quantity: z
    .number({ error: 'quantity must be a number' })
    .int('quantity must be a whole number')
    .min(MIN_JOB_QUANTITY, `quantity must be at least ${MIN_JOB_QUANTITY}`)
    .max(MAX_JOB_QUANTITY, `quantity must be at most ${MAX_JOB_QUANTITY}`),
  dueDate: day('dueDate'),
  notes: optionalText('notes', 1000),
});
export type StockJobPayload = z.infer<typeof stockJobSchema>;

/** PUT /workshop/jobs/{id}/stage: forward finishes the stages passed; back needs a reason. `from` is the stage the
 *  sender saw: if the job has moved since, the move is refused with 409 instead of undoing someone else's. */
export const stageMoveSchema = z.strictObject({
  stage,
  from: stage.optional(),
  reason: optionalText('reason', 300),
});
export type StageMovePayload = z.infer<typeof stageMoveSchema>;

/** PUT /workshop/jobs/{id}/assignee: who holds the current stage (or one ahead); null takes it off them. */
export const jobAssigneeSchema = z.strictObject({
  stage: stage.optional(),
  artisanId: id('artisanId').nullable(),
  /** The admin's 'Assign anyway' when the artisan lacks the stage's skill (recorded in the history). */
  overrideSkill: z.boolean().optional(),
});
export type JobAssigneePayload = z.infer<typeof jobAssigneeSchema>;

/** POST /workshop/jobs/{id}/photos: 1-3 photos uploaded to the workshop's private bucket, with what they show. */
export const jobPhotosSchema = z.strictObject({
  images: z
    .array(z.strictObject({ url: text('images', 300) }), { error: 'images: add 1 to 3 photos' })
    .min(1, 'images: add 1 to 3 photos')
    .max(PREORDER_IMAGES_PER_UPLOAD, 'images: add 1 to 3 photos'),
  description: optionalText('description', 500).default(''),
  shareWithShopper: z.boolean().default(false),
});
export type JobPhotosPayload = z.infer<typeof jobPhotosSchema>;

const yesNo = z.enum(['true', 'false']).transform((v) => v === 'true');

/** GET /workshop/jobs: the board's filters. */
export const jobListQuerySchema = z.strictObject({
  stage: stage.optional(),
  artisanId: id('artisanId').optional(),
  overdue: yesNo.optional(),
  dueThisWeek: yesNo.optional(),
  preorderId: text('preorderId', 40).optional(),
  forStock: yesNo.optional(),
  /** Ready and cancelled cards are left out unless asked for. */
  includeClosed: yesNo.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

/** PUT /workshop/rates: a product's rate for a stage (wins) or a category's default. */
export const pieceRateSchema = z
  .strictObject({
    stage: skill,
    rate: z
      .number({ error: 'rate must be a number' })
      .int('rate must be whole rupees')
      .min(0, 'rate cannot be under 0')
      .max(MAX_PIECE_RATE, `rate must be at most ${MAX_PIECE_RATE}`),
    prodId: text('prodId', 40).optional(),
    category: z.enum(CATEGORIES, { error: WORKSHOP_MESSAGES.categoryUnknown }).optional(),
  })
  .refine((r) => (r.prodId === undefined) !== (r.category === undefined), WORKSHOP_MESSAGES.rateTarget);
export type PieceRatePayload = z.infer<typeof pieceRateSchema>;

/** GET /workshop/artisans/{id}/earnings and the statement: a period of Pakistan days, both ends included. */
export const earningsQuerySchema = z
  .strictObject({ from: day('from'), to: day('to') })
  .refine((p) => p.from <= p.to, 'to: the end comes before the start');
export type EarningsQuery = z.infer<typeof earningsQuerySchema>;

/** POST /workshop/artisans/{id}/payouts: 'Mark paid' closes the period's unpaid lines. */
export const payoutSchema = z
  .strictObject({
    from: day('from'),
    to: day('to'),
    amount: z
      .number({ error: 'amount must be a number' })
      .int('amount must be whole rupees')
      .min(1, 'amount must be at least 1')
      .max(100_000_000, 'amount is too large'),
    paidOn: day('paidOn'),
    note: optionalText('note', 500),
  })
  .refine((p) => p.from <= p.to, 'to: the end comes before the start');
export type PayoutPayload = z.infer<typeof payoutSchema>;

/** PUT /orders/{id}/assignee and PUT /preorders/{id}/assignee. */
export const workAssigneeSchema = z.strictObject({ artisanId: id('artisanId').nullable() });
export type WorkAssigneePayload = z.infer<typeof workAssigneeSchema>;

// ---- Views ----

const person = z.object({ id: z.string(), name: z.string() });

export const artisanViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  skills: z.array(z.enum(SKILL_STAGES)),
  payType: z.enum(PAY_TYPES),
  active: z.boolean(),
  notes: z.string(),
  /** The staff account they sign in with. */
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  openJobs: z.number(),
  overdueJobs: z.number(),
});
export type ArtisanView = z.infer<typeof artisanViewSchema>;

const jobHistoryView = z.object({
  at: z.string(),
  by: z.string(),
  note: z.string(),
  fromStage: z.enum(WORK_STAGES).nullable(),
  toStage: z.enum(WORK_STAGES).nullable(),
});

const jobPhotoView = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  shared: z.boolean(),
  by: z.string(),
  at: z.string(),
});
export type JobPhotoView = z.infer<typeof jobPhotoView>;

export const jobViewSchema = z.object({
  id: z.string(),
  /** Short, for people to say aloud: 'J-1042'. */
  number: z.string(),
  stage: z.enum(WORK_STAGES),
  /** The stages this product goes through, in order, ending at ready. */
  route: z.array(z.enum(WORK_STAGES)),
  cancelled: z.boolean(),
  dueDate: z.string(),
  overdue: z.boolean(),
  quantity: z.number(),
  product: z.object({ prodId: z.string(), name: z.string(), image: z.string().nullable() }),
  size: z.string(),
  color: z.string(),
  preorderId: z.string().nullable(),
  /** Who holds the current stage. */
  holder: person.nullable(),
  /** Who holds each stage that has someone (the current one and any assigned ahead). */
  holders: z.array(z.object({ stage: z.enum(SKILL_STAGES), artisan: person })),
  notes: z.string(),
  /** The preorder's production notes, for the artisan making it. */
  productionNotes: z.string(),
  photos: z.array(jobPhotoView),
  history: z.array(jobHistoryView),
  createdAt: z.string(),
});
export type JobView = z.infer<typeof jobViewSchema>;

export const jobPageSchema = z.object({
  jobs: z.array(jobViewSchema),
  total: z.number(),
  page: z.number(),
  pages: z.number(),
  /** Open cards per stage under the same filters but the stage: the board's column counts. */
  stageCounts: z.record(z.string(), z.number()),
});
export type JobPage = z.infer<typeof jobPageSchema>;

export const pieceRateViewSchema = z.object({
  stage: z.enum(SKILL_STAGES),
  rate: z.number(),
  prodId: z.string().nullable(),
  productName: z.string().nullable(),
  category: z.enum(CATEGORIES).nullable(),
});
export type PieceRateView = z.infer<typeof pieceRateViewSchema>;

const earningLine = z.object({
  id: z.string(),
  at: z.string(),
  jobNumber: z.string(),
  product: z.string(),
  size: z.string(),
  stage: z.enum(SKILL_STAGES),
  quantity: z.number(),
  rate: z.number(),
  amount: z.number(),
  paid: z.boolean(),
});

export const earningsViewSchema = z.object({
  artisan: person,
  from: z.string(),
  to: z.string(),
  lines: z.array(earningLine),
  total: z.number(),
  unpaid: z.number(),
  payouts: z.array(
    z.object({ id: z.string(), amount: z.number(), paidOn: z.string(), note: z.string(), by: z.string() }),
  ),
});
export type EarningsView = z.infer<typeof earningsViewSchema>;

/** A packing (or other) task: an order or preorder whose assigned worker is this artisan. No customer contact. */
const packingTask = z.object({
  kind: z.enum(['order', 'preorder']),
  /** The order's tracking ID or the preorder's ID. */
  reference: z.string(),
  status: z.string(),
  itemCount: z.number(),
  items: z.array(z.object({ name: z.string(), size: z.string(), color: z.string(), quantity: z.number() })),
  assignedAt: z.string().nullable(),
});
export type PackingTaskView = z.infer<typeof packingTask>;

/** GET /workshop/my-jobs: the signed-in worker's cards, oldest due first, and the orders they pack. */
export const myWorkSchema = z.object({
  artisan: person,
  jobs: z.array(jobViewSchema),
  packing: z.array(packingTask),
});
export type MyWorkView = z.infer<typeof myWorkSchema>;
