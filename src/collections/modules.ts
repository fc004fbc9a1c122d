/**
 * Content collections of the module pages and the event page; see src/content.config.ts.
 *
 *   content/modules/plans.json      plan comparison (Standard / Pro / Enterprise), 15 rows
 *   content/modules/timeline.json   industries of the Sales Agent timeline
 *   content/modules/<route>.json    copy of each module page (one shape per page)
 *   content/event/event.json        copy of the event landing page
 *   content/event/event-faq.json    the event page's ten questions
 *
 * The schemas and the small plan helpers are exported so unit tests can check the same rules.
 */
import { defineCollection, reference } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { awaitingConfirmationField } from '../lib/confirmation.ts';

/** Icons an editor may pick for a card; drawn by src/components/chrome/Icon.astro. */
export const MODULE_ICONS = [
  'brain',
  'briefcase',
  'cart',
  'chart',
  'chat',
  'clock',
  'compare',
  'gift',
  'globe',
  'handshake',
  'layers',
  'link',
  'megaphone',
  'memory',
  'package',
  'repeat',
  'search',
  'shield',
  'sparkle',
  'tag',
  'target',
  'truck',
  'users',
  'wallet',
] as const;
export type ModuleIconName = (typeof MODULE_ICONS)[number];

const text = (what: string, max: number) =>
  z
    .string({ error: `${what} is missing` })
    .trim()
    .min(2, `${what} is empty`)
    .max(max, `${what} is too long: keep it under ${max} characters`)
    .describe(what);

const icon = z
  .enum(MODULE_ICONS, { error: `icon must be one of: ${MODULE_ICONS.join(', ')}` })
  .describe('Icon shown on the card');

const card = z.object({
  title: text('Card title', 60),
  text: text('Card text', 260),
  icon,
});

const link = z.object({
  label: text('Button label', 40),
  href: z
    .string()
    .regex(/^(\/[a-z0-9-]*|#[a-z0-9-]+)$/, 'href must be a site path such as /pricing or an anchor such as #contact')
    .describe('Where the button goes'),
});

const sectionIntro = {
  eyebrow: text('Small label above the heading', 40).optional(),
  heading: text('Section heading', 90),
  intro: text('Section intro', 320).optional(),
};

/** The hero of a module page: h1, a sentence that ends in a rotating word, and one button. */
const moduleHero = z.object({
  badge: text('Badge (e.g. "Coming soon")', 30).optional(),
  sentence: text('Sentence before the rotating word', 80),
  phrases: z.array(text('Rotating phrase', 30)).min(2, 'give at least two rotating phrases'),
  intervalMs: z.number().int().min(1000).max(10000).describe('Time each phrase stays, in milliseconds'),
  lead: text('Hero lead', 240),
  cta: link,
  highlights: z.array(text('Hero highlight', 60)).max(3).default([]),
  visual: z
    .object({
      title: text('Illustration window title', 40),
      messages: z
        .array(z.object({ from: z.enum(['shopper', 'ai']), text: text('Illustration message', 140) }))
        .min(2)
        .max(4),
    })
    .describe('The small product mock-up beside the hero text (decorative)'),
});

const form = z.object({ heading: text('Form heading', 90), intro: text('Form intro', 320) });

// ---------------------------------------------------------------------------------------------
// Plans

export const PLAN_IDS = ['standard', 'pro', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
/** Spec: Standard has the first 8 rows, Pro the first 11, Enterprise all 15. */
export const PLAN_ROW_COUNTS: Record<PlanId, number> = { standard: 8, pro: 11, enterprise: 15 };

const planRow = z.object({
  feature: text('Feature name', 70),
  availableFrom: z
    .enum(PLAN_IDS, { error: 'availableFrom must be "standard", "pro" or "enterprise"' })
    .describe('The cheapest plan that includes this feature; every higher plan includes it too'),
  mobileLabel: text('Wording in the mobile lists', 80).optional(),
  hideOnMobile: z.boolean().default(false).describe('true for the one row the mobile lists fold into the row above it'),
});
export type PlanRow = z.infer<typeof planRow>;

export const plansSchema = z
  .object({
    $comment: z.string().optional(),
    ...sectionIntro,
    plans: z
      .array(z.object({ id: z.enum(PLAN_IDS), name: text('Plan name', 30), summary: text('Plan summary', 140) }))
      .length(3, 'list exactly three plans: standard, pro, enterprise'),
    rows: z.array(planRow).length(15, 'the plan table has exactly 15 feature rows (spec section 9)'),
    cta: link,
    note: text('Note under the table', 200),
  })
  .superRefine((value, ctx) => {
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
    .array(z.object({ title: text('Industry', 60), content: text('Industry text', 320), icon }))
    .length(6, 'the timeline shows the six industries of the spec'),
});

const cardGroup = z.object({ title: text('Group title', 60), items: z.array(card).min(2).max(6) });

const salesAgent = z.object({
  module: z.literal('ai-sales-agent'),
  hero: moduleHero,
  benefits: z.object({ ...sectionIntro, business: cardGroup, customers: cardGroup }),
  comparison: z.object({
    ...sectionIntro,
    columns: z.object({ aspect: text('Column', 30), chatbot: text('Column', 40), agent: text('Column', 40) }),
    rows: z
      .array(
        z.object({
          aspect: text('Aspect', 50),
          chatbot: text('Chatbot answer', 160),
          agent: text('Agent answer', 160),
        }),
      )
      .min(4)
      .max(10),
  }),
  demo: form,
});

const searchResult = z.object({ title: text('Result title', 60), meta: text('Result detail', 60) });
const searchMockup = z.object({
  label: text('Mock-up label', 40),
  address: z
    .string()
    .min(2)
    .describe('The address bar text of the mock-up, e.g. /search?q=running shoes for flat feet under 100'),
  query: text('Search box text', 80),
  message: text('Message above the results', 120),
  results: z.array(searchResult).max(4),
  caption: text('Caption', 200),
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
          label: text('Figure label', 90),
        }),
      )
      .min(2)
      .max(3),
    points: z.array(text('Point', 140)).min(2).max(5),
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
    centre: text('Diagram centre', 40),
    inputsLabel: text('Label above the inputs', 30),
    inputs: z.array(text('Diagram input', 60)).min(2).max(4),
    nodes: z
      .array(z.object({ title: text('Diagram node', 40), text: text('Diagram node text', 120) }))
      .min(3)
      .max(6),
    outputsLabel: text('Label above the outputs', 30),
    outputs: z.array(text('Diagram output', 60)).min(2).max(4),
  }),
  demo: form,
});

const recommendation = z.object({
  module: z.literal('ai-recommendation'),
  hero: moduleHero,
  features: z.object({ ...sectionIntro, items: z.array(card).min(3).max(6) }),
  waitlist: form,
});

const strategy = z.object({
  module: z.literal('ai-sales-and-strategy-engine'),
  hero: moduleHero,
  explanation: z.object({
    ...sectionIntro,
    steps: z.array(card).min(3).max(6),
    outcomesHeading: text('Outcomes heading', 60),
    outcomes: z
      .array(z.object({ title: text('Outcome', 40), text: text('Outcome text', 160) }))
      .min(2)
      .max(4),
  }),
  waitlist: form,
});

export const modulePageSchema = z.discriminatedUnion('module', [salesAgent, searchEngine, recommendation, strategy], {
  error:
    'module must be the page route: ai-sales-agent, ai-search-engine, ai-recommendation or ai-sales-and-strategy-engine',
});
export type ModulePage = z.infer<typeof modulePageSchema>;

// ---------------------------------------------------------------------------------------------
// Event page

export const eventSchema = z.object({
  event: z.object({
    name: text('Event name', 80),
    startDate: z.iso.date('startDate must be a date such as 2025-10-16'),
    endDate: z.iso.date('endDate must be a date such as 2025-10-17').optional(),
    location: text('Event location', 120),
    organizer: text('Who organises the event (for search engines; not shown on the page)', 80).optional(),
    awaitingConfirmation: awaitingConfirmationField,
  }),
  hero: z.object({
    eyebrow: text('Hero label (the h1 is the headline in content/pages/event.md)', 60),
    subheadline: text('Hero subheadline', 200),
    cta: link,
    claim: z.object({
      value: text('Claim figure', 12),
      text: text('Claim text', 80),
      source: text('Claim source', 80),
    }),
  }),
  form: z.object({ heading: text('Form heading', 90), intro: text('Form intro', 320) }),
  blackFriday: z.object({ ...sectionIntro, items: z.array(card).length(3, 'three benefit cards') }),
  versus: z.object({
    ...sectionIntro,
    everybodyLabel: text('Left column label', 40),
    youLabel: text('Right column label', 40),
    rows: z
      .array(z.object({ pain: text('Pain point', 160), answer: text('Answer', 200) }))
      .length(6, 'six pain points and answers'),
  }),
  features: z.object({ ...sectionIntro, items: z.array(card).length(4, 'four feature cards') }),
  testimonial: z.object({
    heading: text('Testimonial heading (for screen readers)', 90),
    client: reference('testimonials').describe(
      'id of a quote in content/marketing/testimonials.json, e.g. "avtozona-ceo"',
    ),
  }),
  choices: z.object({
    ...sectionIntro,
    options: z
      .array(
        z.object({ title: text('Choice title', 60), text: text('Choice text', 240), tone: z.enum(['muted', 'brand']) }),
      )
      .length(2, 'two choices'),
    cta: link,
  }),
  journey: z.object({
    ...sectionIntro,
    steps: z.array(z.object({ title: text('Step title', 60), text: text('Step text', 220) })).length(5, 'five steps'),
  }),
  faqHeading: text('FAQ heading', 90),
  ourAi: z.object({
    heading: text('Rotating sentence start', 20),
    phrases: z.array(text('Phrase', 40)).length(8, 'the spec rotates eight phrases'),
    intervalMs: z.number().int().min(1000).max(10000),
    closing: text('Closing line', 200),
    cta: link,
  }),
});
export type EventContent = z.infer<typeof eventSchema>;

export const eventFaqSchema = z.object({
  items: z
    .array(z.object({ question: text('Question', 140), answer: text('Answer (plain text)', 700) }))
    .length(10, 'the event FAQ has ten questions'),
});

// ---------------------------------------------------------------------------------------------

/**
 * Checks data against a schema outside the build (unit tests, scripts) and names the file and
 * the field of every problem, the way the build does.
 */
export function validateContent<S extends z.ZodType>(schema: S, data: unknown, file: string): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(file)'}: ${issue.message}`);
  throw new Error(`${file} is not valid:\n${problems.join('\n')}`);
}

const single = (pattern: string, base: string) => glob({ pattern, base });

export const collections = {
  modulePlans: defineCollection({ loader: single('plans.json', './content/modules'), schema: plansSchema }),
  moduleTimeline: defineCollection({ loader: single('timeline.json', './content/modules'), schema: timelineSchema }),
  modulePages: defineCollection({ loader: single('ai-*.json', './content/modules'), schema: modulePageSchema }),
  eventPage: defineCollection({ loader: single('event.json', './content/event'), schema: eventSchema }),
  eventFaq: defineCollection({ loader: single('event-faq.json', './content/event'), schema: eventFaqSchema }),
};
