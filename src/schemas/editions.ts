import { z } from 'zod';
import { text } from './fields.ts';

const name = text('The language named in its own language, as the language switcher shows it');

const editionSchema = z.object({
  name,
  awaitingReview: z
    .string()
    .min(10, 'say what the review is in a sentence')
    .optional()
    .describe('Delete this line once a native speaker has reviewed the edition: production then publishes it'),
});

export const editionsSchema = z
  .object({ en: z.object({ name }), bg: editionSchema })
  .describe('The editions besides English and whether each is reviewed');

export type Editions = z.infer<typeof editionsSchema>;
