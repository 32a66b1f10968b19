// Test helpers for the workshop (issue 30): an artisan, a preorder whose deposit is paid (its cards open), a stock
// run, the board, and moving or assigning a card, all through the API.
import { preorderViewSchema, type PreorderView } from '../../domain/schemas/preorder-views.ts';
import { artisanViewSchema, jobPageSchema, jobViewSchema, type JobView } from '../../domain/schemas/workshop.ts';
import { bearer, randomIp } from './accounts.ts';
import { json } from './answers.ts';
import type { TestApp } from './harness.ts';
import { placePreorder, type PreorderLine } from './preorders.ts';

export const ARTISAN = {
  name: 'Nasreen Bibi',
  phone: '0300-1234567',
  skills: ['cutting', 'stitching', 'finishing'],
  payType: 'piece',
};

export const workshopCall = (
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string | undefined,
  payload?: object,
) => t.app.inject({ method, url, payload, headers: token ? bearer(token) : {}, remoteAddress: randomIp() });

async function expectStatus<T>(
  answer: Awaited<ReturnType<typeof workshopCall>>,
  status: number,
  read: () => Promise<T>,
) {
  if (answer.statusCode !== status) throw new Error(`expected ${status}, got ${answer.statusCode} ${answer.body}`);
  return read();
}

export async function addArtisan(t: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  const answer = await workshopCall(t, 'POST', '/api/workshop/artisans', token, { ...ARTISAN, ...overrides });
  return expectStatus(answer, 201, () => json(answer, artisanViewSchema));
}

/** A preorder (the shopper's when `ownerToken`, else a guest's) whose deposit staff have marked paid. */
export async function paidPreorder(
  t: TestApp,
  staffToken: string,
  lines: PreorderLine[],
  ownerToken?: string,
): Promise<PreorderView> {
  const placed = await placePreorder(t, lines, ownerToken);
  const paid = await workshopCall(t, 'PUT', `/api/preorders/${placed._id}/initial-payment/status`, staffToken, {
    status: 'paid',
  });
  return expectStatus(paid, 200, () => json(paid, preorderViewSchema));
}

export async function board(t: TestApp, token: string, query = '') {
  const answer = await workshopCall(t, 'GET', `/api/workshop/jobs${query ? `?${query}` : ''}`, token);
  return expectStatus(answer, 200, () => json(answer, jobPageSchema));
}

export async function stockRun(t: TestApp, token: string, payload: Record<string, unknown>): Promise<JobView> {
  const answer = await workshopCall(t, 'POST', '/api/workshop/jobs', token, payload);
  return expectStatus(answer, 201, () => json(answer, jobViewSchema));
}

export const moveJob = (t: TestApp, token: string, id: string, body: object) =>
  workshopCall(t, 'PUT', `/api/workshop/jobs/${id}/stage`, token, body);

export const assignJob = (t: TestApp, token: string, id: string, body: object) =>
  workshopCall(t, 'PUT', `/api/workshop/jobs/${id}/assignee`, token, body);

/** The day after today in Pakistan, as a due date. */
export const inDays = (days: number) =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toLocaleDateString('en-CA', { timeZone: 'Asia/Karachi' });
