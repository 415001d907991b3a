import { z } from 'zod';

/** The web reads `VITE_*` variables only, here (STYLE §6). */
const EnvSchema = z.object({
  API_URL: z.string().min(1).default('/api'),
});

export const env = EnvSchema.parse({
  API_URL: import.meta.env.VITE_API_URL || undefined,
});
