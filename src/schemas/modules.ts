/**
 * content/modules/: the module pages' own content (one file per route, one shape per page), the
 * plan comparison and the industries of the Sales Agent timeline. The small plan helpers are
 * exported so the page and the unit tests apply the same rules.
 *
 *   content/modules/plans.json      plan comparison (Standard / Pro / Enterprise), 15 rows
 *   content/modules/timeline.json   industries of the Sales Agent timeline
 *   content/modules/<route>.json    copy of each module page, narrowed by its "module" field
 */
import { z } from 'zod';
import { MODULE_ICONS } from '../lib/shared/icons.ts';
import { awaitingConfirmationField } from './confirmation.ts';
import { link, listOf, noAmounts, sectionIntro, text, titledText } from './fields.ts';

const icon = z
  .enum(MODULE_ICONS, { error: `icon must be one of: ${MODULE_ICONS.join(', ')}` })
  .describe('Icon shown on the card');

export const card = titledText('Card').extend({ icon });

/** The hero of a module page: h1, a sentence that ends in a rotating word, and one button. */
const moduleHero = z.object({
  badge: text('Badge (e.g. "Coming soon")', { min: 2, max: 30 }).optional(),
  sentence: text('Sentence before the rotating word', { min: 2, max: 80 }),
  phrases: z.array(text('Rotating phrase', { min: 2, max: 30 })).min(2, 'give at least two rotating phrases'),
  intervalMs: z.number().int().min(1000).max(10000).describe('Time each phrase stays, in milliseconds'),
  lead: text('Hero lead', { min: 2, max: 240 }),
  cta: link(),
  highlights: z
    .array(text('Hero highlight', { min: 2, max: 60 }))
    .max(3)
    .default([]),
  visual: z
    .object({
      title: text('Illustration window title', { min: 2, max: 40 }),
      messages: listOf(
        z.object({ from: z.enum(['shopper', 'ai']), text: text('Illustration message', { min: 2, max: 140 }) }),
        2,
        4,
      ),
    })
    .describe('The small product mock-up beside the hero text (decorative)'),
});

const form = z.object({
  heading: text('Form heading', { min: 2, max: 90 }),
  intro: text('Form intro', { min: 2, max: 320 }),
});

// ---------------------------------------------------------------------------------------------
// Plans

const PLAN_IDS = ['standard', 'pro', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
/** Standard has the first 8 rows, Pro the first 11, Enterprise all 15. */
const PLAN_ROW_COUNTS: Record<PlanId, number> = { standard: 8, pro: 11, enterprise: 15 };

const planRow = z.object({
  feature: text('Feature name', { min: 2, max: 70 }),
  availableFrom: z
    .enum(PLAN_IDS, { error: 'availableFrom must be "standard", "pro" or "enterprise"' })
    .describe('The cheapest plan that includes this feature; every higher plan includes it too'),
  mobileLabel: text('Wording in the mobile lists', { min: 2, max: 80 }).optional(),
  hideOnMobile: z.boolean().default(false).describe('true for the one row the mobile lists fold into the row above it'),
});
export type PlanRow = z.infer<typeof planRow>;

export const plansSchema = z
  .object({
    $comment: z.string().optional(),
    ...sectionIntro,
    plans: z
      .array(
        z.object({
          id: z.enum(PLAN_IDS),
          name: text('Plan name', { min: 2, max: 30 }),
          summary: text('Plan summary', { min: 2, max: 140 }),
        }),
      )
      .length(3, 'list exactly three plans: standard, pro, enterprise'),
    rows: z
      .array(planRow)
      .length(15, 'the plan table has exactly 15 feature rows: change a row instead of adding or removing one'),
    cta: link(),
    note: text('Note under the table', { min: 2, max: 200 }),
  })
  .superRefine((value, ctx) => {
    noAmounts(value, ctx, 'the plan comparison');
    value.plans.forEach((plan, index) => {
      if (plan.id !== PLAN_IDS[index]) {
        ctx.addIssue({
          code: 'custom',
          path: ['plans', index, 'id'],
          message: `plan ${index + 1} must be "${PLAN_IDS[index]}"`,
        });
      }
    });
    for (const id of PLAN_IDS) {
      value.rows.forEach((row, index) => {
        const expected = index < PLAN_ROW_COUNTS[id];
        if (planIncludes(id, row) !== expected) {
          ctx.addIssue({
            code: 'custom',
            path: ['rows', index, 'availableFrom'],
            message: `row ${index + 1} ("${row.feature}") must ${expected ? '' : 'not '}be in ${id}: Standard has the first 8 rows, Pro the first 11, Enterprise all 15`,
          });
        }
      });
    }
    const hidden = value.rows.filter((row) => row.hideOnMobile).length;
    if (hidden !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['rows'],
        message: `exactly one row is folded away on mobile (14 items), found ${hidden}`,
      });
    }
    value.rows.forEach((row, index) => {
      if (!row.hideOnMobile) return;
      const above = value.rows[index - 1];
      if (!above || above.availableFrom !== row.availableFrom || !above.mobileLabel) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', index, 'hideOnMobile'],
          message:
            'a row folded away on mobile must follow a row of the same plan whose mobileLabel names both features',
        });
      }
    });
  });
export type PlansContent = z.infer<typeof plansSchema>;

export function planIncludes(plan: PlanId, row: Pick<PlanRow, 'availableFrom'>): boolean {
  return PLAN_IDS.indexOf(row.availableFrom) <= PLAN_IDS.indexOf(plan);
}

/** The feature names a plan lists: every table row, or the mobile wording without the folded row. */
export function planFeatures(plan: PlanId, rows: PlanRow[], view: 'table' | 'mobile'): string[] {
  return rows
    .filter((row) => planIncludes(plan, row) && !(view === 'mobile' && row.hideOnMobile))
    .map((row) => (view === 'mobile' ? (row.mobileLabel ?? row.feature) : row.feature));
}

/** The mobile list of every plan: all 14 items, marked included or not, in table order. */
export function mobileRows(rows: PlanRow[]): PlanRow[] {
  return rows.filter((row) => !row.hideOnMobile);
}

// ---------------------------------------------------------------------------------------------
// Module pages

export const timelineSchema = z.object({
  ...sectionIntro,
  items: z
    .array(
      z.object({
        title: text('Industry', { min: 2, max: 60 }),
        content: text('Industry text', { min: 2, max: 320 }),
        icon,
      }),
    )
    .length(6, 'the timeline shows the six industries of the spec'),
});

const cardGroup = z.object({ title: text('Group title', { min: 2, max: 60 }), items: listOf(card, 2, 6) });

const salesAgent = z.object({
  module: z.literal('ai-sales-agent'),
  hero: moduleHero,
  benefits: z.object({ ...sectionIntro, business: cardGroup, customers: cardGroup }),
  comparison: z.object({
    ...sectionIntro,
    columns: z.object({
      aspect: text('Column', { min: 2, max: 30 }),
      chatbot: text('Column', { min: 2, max: 40 }),
      agent: text('Column', { min: 2, max: 40 }),
    }),
    rows: z
      .array(
        z.object({
          aspect: text('Aspect', { min: 2, max: 50 }),
          chatbot: text('Chatbot answer', { min: 2, max: 160 }),
          agent: text('Agent answer', { min: 2, max: 160 }),
        }),
      )
      .min(4)
      .max(10),
  }),
  demo: form,
});

const searchResult = z.object({
  title: text('Result title', { min: 2, max: 60 }),
  meta: text('Result detail', { min: 2, max: 60 }),
});
const searchMockup = z.object({
  label: text('Mock-up label', { min: 2, max: 40 }),
  address: text('Address bar text', { min: 2 }).describe(
    'The address bar text of the mock-up, e.g. /search?q=running shoes for flat feet under 100',
  ),
  query: text('Search box text', { min: 2, max: 80 }),
  message: text('Message above the results', { min: 2, max: 120 }),
  results: z.array(searchResult).max(4),
  caption: text('Caption', { min: 2, max: 200 }),
});

const searchEngine = z.object({
  module: z.literal('ai-search-engine'),
  hero: moduleHero,
  noResults: z.object({
    ...sectionIntro,
    stats: z
      .array(
        z.object({
          value: z.string().trim().min(1, 'Figure is empty').max(12).describe('Big figure'),
          label: text('Figure label', { min: 2, max: 90 }),
        }),
      )
      .min(2)
      .max(3),
    points: listOf(text('Point', { min: 2, max: 140 }), 2, 5),
  }),
  benefits: z.object({ ...sectionIntro, items: z.array(card).length(6, 'the spec lists six search features') }),
  comparison: z
    .object({ ...sectionIntro, traditional: searchMockup, ai: searchMockup })
    .refine((value) => /[?&]q=/.test(value.ai.address), {
      path: ['ai', 'address'],
      message: 'the AI example shows a search page with a q query parameter (…?q=…)',
    }),
  diagram: z.object({
    ...sectionIntro,
    centre: text('Diagram centre', { min: 2, max: 40 }),
    inputsLabel: text('Label above the inputs', { min: 2, max: 30 }),
    inputs: listOf(text('Diagram input', { min: 2, max: 60 }), 2, 4),
    nodes: listOf(titledText('Diagram node', { titleMax: 40, textMax: 120 }), 3, 6),
    outputsLabel: text('Label above the outputs', { min: 2, max: 30 }),
    outputs: listOf(text('Diagram output', { min: 2, max: 60 }), 2, 4),
  }),
  demo: form,
});

const recommendation = z.object({
  module: z.literal('ai-recommendation'),
  hero: moduleHero,
  features: z.object({ ...sectionIntro, items: listOf(card, 3, 6) }),
  waitlist: form,
});

const strategy = z.object({
  module: z.literal('ai-sales-and-strategy-engine'),
  hero: moduleHero,
  explanation: z.object({
    ...sectionIntro,
    steps: listOf(card, 3, 6),
    outcomesHeading: text('Outcomes heading', { min: 2, max: 60 }),
    outcomes: listOf(titledText('Outcome', { titleMax: 40, textMax: 160 }), 2, 4),
  }),
  waitlist: form,
});

export const modulePageSchema = z.discriminatedUnion('module', [salesAgent, searchEngine, recommendation, strategy], {
  error:
    'module must be the page route: ai-sales-agent, ai-search-engine, ai-recommendation or ai-sales-and-strategy-engine',
});
export type ModulePage = z.infer<typeof modulePageSchema>;

// ---------------------------------------------------------------------------------------------
// The Sales Agent's local fit and sample conversation (content/modules/local-fit.json,
// content/modules/sample-conversation.json)

/** How the agent works with a platform, courier or payment habit. */
export const LOCAL_FIT_STATUSES = ['live', 'feed', 'request'] as const;

const localFitStatus = z
  .enum(LOCAL_FIT_STATUSES, { error: 'status must be "live", "feed" (via product feed) or "request" (on request)' })
  .describe('live: a ready connection; feed: through the store’s product feed; request: set up on request');

const statusWords = z.object({
  label: text('Status label', { min: 2, max: 30 }),
  text: text('What the status means', { min: 10, max: 160 }),
});

export const localFitSchema = z.object({
  ...sectionIntro,
  statuses: z
    .object({ live: statusWords, feed: statusWords, request: statusWords })
    .describe('The words of each status, shown in the legend and beside every item'),
  groups: z
    .array(
      z.object({
        heading: text('Group heading', { min: 2, max: 60 }),
        items: z
          .array(
            z.object({
              name: text('Platform, courier or payment habit', { min: 2, max: 70 }),
              status: localFitStatus,
              awaitingConfirmation: awaitingConfirmationField,
            }),
          )
          .min(1),
      }),
    )
    .min(1)
    .max(3),
  note: text('Note under the lists', { min: 10, max: 240 }),
});
export type LocalFit = z.infer<typeof localFitSchema>;

export const sampleConversationSchema = z.object({
  ...sectionIntro,
  exampleLabel: text('Label that marks the conversation as an example', { min: 10, max: 160 }),
  storeName: text('Title of the chat window (the kind of store)', { min: 2, max: 60 }),
  speakers: z.object({
    shopper: text('Name shown for the shopper', { min: 2, max: 30 }),
    agent: text('Name shown for the agent', { min: 2, max: 30 }),
  }),
  messages: z
    .array(
      z.object({
        from: z.enum(['shopper', 'agent'], { error: 'from must be "shopper" or "agent"' }),
        text: text('Message', { min: 2, max: 320 }),
      }),
    )
    .min(2)
    .max(10),
  awaitingConfirmation: awaitingConfirmationField,
});
export type SampleConversation = z.infer<typeof sampleConversationSchema>;
