/**
 * content/trust/trust.json: the sections of the trust page (/trust) below its header (the header's
 * words are in content/pages/trust.md): where data is hosted, the sub-processors table, the data
 * processing agreement, model training, the AI disclosure in a client's own widget and the security
 * contact. Facts only the company knows carry an awaitingConfirmation marker in the English file.
 */
import { z } from 'zod';
import { awaitingConfirmationField } from './confirmation.ts';
import { link, text } from './fields.ts';

const paragraphs = z
  .array(text('Paragraph', { min: 20, max: 600 }))
  .min(1, 'write at least one paragraph')
  .max(4, 'at most 4 paragraphs per section');

/** One section: its heading (an h2, linkable by the section's name) and a few paragraphs. */
const section = z.object({
  heading: text('Section heading', { min: 3, max: 90 }),
  paragraphs,
  awaitingConfirmation: awaitingConfirmationField,
});

const subProcessor = z.object({
  name: text('Provider', { min: 2, max: 80 }),
  service: text('What kind of service it is', { min: 2, max: 60 }),
  purpose: text('What it does with personal data', { min: 10, max: 260 }),
  location: text('Where it processes the data', { min: 2, max: 160 }),
  safeguard: text('Transfer safeguard', { min: 2, max: 200 }),
  awaitingConfirmation: awaitingConfirmationField,
});

export const trustSchema = z.object({
  contentsLabel: text('Heading of the list of sections', { min: 2, max: 40 }),
  hosting: section,
  subProcessors: section.extend({
    table: z.object({
      caption: text('Table caption', { min: 10, max: 160 }),
      columns: z.object({
        provider: text('Column: provider', { min: 2, max: 40 }),
        purpose: text('Column: purpose', { min: 2, max: 40 }),
        location: text('Column: location', { min: 2, max: 40 }),
        safeguard: text('Column: safeguard', { min: 2, max: 40 }),
      }),
      rows: z.array(subProcessor).min(1, 'list at least one sub-processor'),
    }),
  }),
  agreement: section.extend({ link: link({ label: 'Link label', min: 3, max: 50 }) }),
  training: section,
  disclosure: section,
  security: section.extend({
    contactLabel: text('Label before the security e-mail address', { min: 2, max: 60 }),
  }),
});

export type TrustCopy = z.infer<typeof trustSchema>;
