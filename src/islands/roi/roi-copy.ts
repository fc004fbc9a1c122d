/**
 * Schema of content/roi/calculator.json: every word the ROI calculator shows. The page parses the
 * file with it at build time (a wrong entry stops the build with the field named) and passes the
 * result to the island as plain props.
 */
import { z } from 'zod';
import { probeMark } from '../../schemas/content-probe.ts';
import { sitePath } from '../../schemas/fields.ts';

const text = (what: string, max = 200) =>
  z
    .string({ error: `${what}: write some text here` })
    .min(2, `${what} is too short`)
    .max(max, `${what}: keep it under ${max} characters`)
    .overwrite(probeMark)
    .describe(what);

const field = (what: string) =>
  z.object({
    label: text(`${what} label`, 60),
    hint: text(`${what} hint under the box`, 120),
    unit: z.string().max(3).optional().describe('Symbol shown inside the box, e.g. €'),
  });

const result = (what: string) => z.object({ label: text(`${what} label`, 60), note: text(`${what} explanation`, 160) });

export const roiCopySchema = z.object({
  formTitle: text('Title above the inputs', 60),
  formIntro: text('Sentence under the inputs title'),
  fields: z.object({
    agents: field('Support agents'),
    salary: field('Average agent monthly salary'),
    visitors: field('Monthly visitors'),
    orderValue: field('Average order value'),
  }),
  resultsTitle: text('Title above the results', 60),
  results: z.object({
    additionalRevenue: result('Additional revenue'),
    operationalSavings: result('Operational savings'),
    roiPercent: result('Return on investment'),
  }),
  cappedMessage: text('Message when a value is capped').refine(
    (s) => s.includes('{field}') && s.includes('{max}'),
    'The capped message must contain {field} and {max}',
  ),
  announcement: text('Screen-reader summary of the results', 240).refine(
    (s) => ['{revenue}', '{savings}', '{roi}'].every((p) => s.includes(p)),
    'The announcement must contain {revenue}, {savings} and {roi}',
  ),
  assumptionsTitle: text('Title of the assumptions box', 60),
  assumptions: z.array(text('Assumption', 320)).min(1, 'List at least one assumption'),
  ctaTitle: text('Call-to-action title', 80),
  ctaText: text('Call-to-action text', 240),
  ctaLabel: text('Call-to-action link text', 30),
  ctaHref: z.string().startsWith('/', 'The call-to-action link must be a path on this site, e.g. /contact'),
  handoverLabel: text('Text of the link that takes the numbers to the demo form', 60),
  handoverHref: sitePath({ fragment: true }).describe(
    'The page (and its form section) that receives the numbers, e.g. /contact#contact-form; its demo form writes them into "Anything else we should know?"',
  ),
  shareNote: text('Sentence saying the address keeps the numbers (bookmark or share)', 160),
});

export type RoiCopy = z.infer<typeof roiCopySchema>;
