// Response schemas shared by every module (the error body of ARCHITECTURE.md).
import { z } from 'zod';

export const errorBody = z.object({ error: z.string() }).passthrough();
