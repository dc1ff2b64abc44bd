// Request and response schemas of POST /uploadImage.
import { z } from 'zod';

export const uploadImageBodySchema = z.object({
  image: z.string({ error: 'image must be a data URL' }).min(1, 'image must be a data URL'),
});

export const uploadImageResponseSchema = z.object({ message: z.string(), data: z.string() });
