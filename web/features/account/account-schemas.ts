// The account forms' zod schemas, loaded when a visitor first reaches a form rather than with the page: zod is about
// 24 KB gzip, most of a sign-in page's JavaScript (decision 0002).
export const loadAccountSchemas = () => import('../../../domain/schemas/accounts.ts');
