// Response schemas shared by every module (the error body of ARCHITECTURE.md).
import { z } from 'zod';

export const errorBody = z.object({ error: z.string() }).passthrough();

/** OpenAPI: the call needs `Authorization: Bearer <token>` (shown with a lock in /api/docs). */
export const bearerAuth = [{ bearer: [] }];
