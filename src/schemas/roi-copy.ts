/**
 * Schema of content/roi/calculator.json: every word the ROI calculator shows. The page parses the
 * file with it at build time (a wrong entry stops the build with the field named) and passes the
 * result to the island as plain props.
 */
import { z } from 'zod';
import { sitePath, template, text as fieldText } from './fields.ts';

/** The calculator's texts: at least two characters, at most `max`. */
const text = (what: string, max = 200) => fieldText(what, { min: 2, max });

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
  cappedMessage: template('Message when a value is capped', ['field', 'max'], { min: 2, max: 200 }),
  unreadableMessage: template(
    'Message when what a box holds is not a number (it counts as 0), said once the visitor leaves the box',
    ['field', 'text'],
    { min: 2, max: 200 },
  ),
  announcement: template('Screen-reader summary of the results', ['revenue', 'savings', 'roi'], { min: 2, max: 240 }),
  assumptionsTitle: text('Title of the assumptions box', 60),
  assumptions: z.array(text('Assumption', 320)).min(1, 'List at least one assumption'),
  ctaTitle: text('Call-to-action title', 80),
  ctaText: text('Call-to-action text', 240),
  ctaLabel: text('Call-to-action link text', 30),
  ctaHref: sitePath({ fragment: true }).describe('Where the call-to-action link goes, e.g. /contact'),
  handoverLabel: text('Text of the link that takes the numbers to the demo form', 60),
  handoverHref: sitePath({ fragment: true }).describe(
    'The page (and its form section) that receives the numbers, e.g. /contact#contact-form; its demo form writes them into "Anything else we should know?"',
  ),
  noscriptNote: text(
    'Shown only when JavaScript is off: the results are the example figures, not what the visitor types; the formulas are below',
  ),
  loadLateNote: text(
    "Shown when the calculator's script failed or is slow to load: until it loads, the results are the example figures, not what the visitor types",
  ),
  shareLabel: text('Button that copies a link opening the calculator with the figures shown', 60),
  shareNote: text(
    "Sentence under that button: the page's address does not keep the figures, a copied link does (to bookmark or send)",
    200,
  ),
  shareCopied: text('Said once the link is copied', 120),
  shareFailed: text(
    'Said when the browser refuses to copy: the link is then shown in a box below, selected, to copy by hand',
    160,
  ),
  shareLinkLabel: text('Name of the box that shows the link when it could not be copied', 60),
});

export type RoiCopy = z.infer<typeof roiCopySchema>;
