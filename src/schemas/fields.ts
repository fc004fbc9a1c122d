/**
 * Field helpers shared by every content schema, so a title, a link or a call to action is checked
 * and described the same way in every file. Each message names the field in an editor's words.
 */
import { z } from 'zod';
import { probeMark } from './content-probe.ts';
import { firstAmountPath } from '../lib/shared/amounts.ts';
import { sitePathProblem } from './site-pages.ts';

/** Lower-case words joined by hyphens: ids of entries, e.g. "ai-sales-agent". */
export const slug = z
  .string({ error: 'id is missing' })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be lower-case words joined by hyphens, e.g. "ai-sales-agent"');

/**
 * Text shown to visitors. `what` names the field in messages and in the editor's tooltip; min
 * defaults to 1 (not empty) and max is optional. Surrounding spaces are trimmed. In a content
 * probe build (src/schemas/content-probe.ts) the checked text is marked, after the length checks.
 */
export function text(what: string, { min = 1, max }: { min?: number; max?: number } = {}) {
  let schema = z
    .string({ error: `${what} is required: write the text shown to visitors` })
    .trim()
    .min(min, min <= 1 ? `${what} is empty` : `${what} is too short: write at least ${min} characters`);
  if (max !== undefined) schema = schema.max(max, `${what} is too long: keep it under ${max} characters`);
  return schema.overwrite(probeMark).describe(what);
}

/**
 * Text with {placeholders} the site fills in (src/lib/shared/template.ts): like text(), and each of
 * `placeholders` must stay in it, e.g. template('Step label', ['n']) accepts "Step {n}".
 */
export function template(what: string, placeholders: string[], limits: { min?: number; max?: number } = {}) {
  return text(what, limits).refine(
    (s) => placeholders.every((p) => s.includes(`{${p}}`)),
    `${what}: keep ${placeholders.map((p) => `{${p}}`).join(' and ')} in the text`,
  );
}

/**
 * A path on this site: one leading `/`, never `//` (a browser reads `//host` as another website),
 * no backslash (browsers treat `\` like `/`), so no scheme or host can sneak in. Lower-case
 * letters, digits, dashes and slashes, like every route of the site; `fragment` also allows a
 * `#section` at the end, `anchor` also a bare `#section` of the same page. The path must be a page
 * the site builds (either edition) or a file in public/ (src/schemas/site-pages.ts), unless
 * `anyPath`: a redirect target may be served outside this site.
 */
export function sitePath({
  fragment = false,
  anchor = false,
  anyPath = false,
}: { fragment?: boolean; anchor?: boolean; anyPath?: boolean } = {}) {
  const tail = fragment ? '(#[a-z0-9-]+)?' : '';
  const shape = new RegExp(`^/[a-z0-9/-]*${tail}$`);
  const example = anchor ? ' or an anchor such as #contact' : '';
  return z
    .string({ error: `a path on this site such as /about${example}` })
    .refine((path) => path.startsWith('/') || (anchor && /^#[a-z0-9-]+$/.test(path)), {
      message: `must be a path on this site that starts with /, such as /about${example} (not a web address)`,
      abort: true,
    })
    .refine((path) => !path.includes('//'), {
      message: 'must not contain // (a browser reads it as another website)',
      abort: true,
    })
    .refine((path) => !path.includes('\\'), { message: 'must not contain a backslash (\\)', abort: true })
    .refine((path) => path.startsWith('#') || shape.test(path), {
      message: `may only contain lower-case letters, digits, dashes and slashes${fragment ? ' (and a #section at the end)' : ''}, such as /ai-sales-agent`,
      abort: true,
    })
    .superRefine((path, ctx) => {
      const problem = anyPath ? null : sitePathProblem(path);
      if (problem !== null) ctx.addIssue({ code: 'custom', message: problem, input: path });
    })
    .describe(`A path on this site such as /pricing${example}`);
}

/** A text link or button: its label and where it goes. */
export function link({
  label = 'Button label',
  min = 2,
  max = 40,
}: { label?: string; min?: number; max?: number } = {}) {
  return z.object({
    label: text(label, { min, max }),
    href: sitePath({ fragment: true, anchor: true }).describe('Where the button goes'),
  });
}

/**
 * A short titled item, a title and a sentence or two under it (a card, a step, a choice, an
 * outcome); `what` names both fields in messages ("Step title", "Step text").
 */
export function titledText(
  what: string,
  { titleMax = 60, textMax = 260 }: { titleMax?: number; textMax?: number } = {},
) {
  return z.object({
    title: text(`${what} title`, { min: 2, max: titleMax }),
    text: text(`${what} text`, { min: 2, max: textMax }),
  });
}

/** The words an entry is known by in a message: its title or name, if it has one. */
function entryName(entry: unknown): string {
  const { title, name, label } = (entry ?? {}) as Record<string, unknown>;
  const words = [title, name, label].find((value) => typeof value === 'string');
  return typeof words === 'string' ? ` (${JSON.stringify(words)})` : '';
}

/**
 * A list of entries, each with an `id`, in which no two entries share an id: the collections key
 * entries by id, so a second entry with the same id would silently replace the first on the page.
 */
export function uniqueIds<T extends z.ZodType>(entries: z.ZodArray<T>) {
  return entries.superRefine((list, ctx) => {
    const firstWith = new Map<unknown, number>();
    list.forEach((entry, index) => {
      const id = (entry as { id?: unknown } | null)?.id;
      if (id === undefined) return;
      const first = firstWith.get(id);
      if (first === undefined) {
        firstWith.set(id, index);
        return;
      }
      ctx.addIssue({
        code: 'custom',
        path: [index, 'id'],
        message: `${JSON.stringify(id)} is already the id of entry [${first}]${entryName(list[first])}: give each entry its own id (the page would show only one of them)`,
        input: id,
      });
    });
  });
}

/** The id of an entry of a list file, by which the collections key it. */
export const entryId = text('id').describe('Unique id of this entry in the file');

/** A file that lists entries, each with its own "id" (added when the entry schema has none), no two alike. */
export function listFile(entry: z.ZodObject) {
  return uniqueIds(z.array('id' in entry.shape ? entry : entry.extend({ id: entryId })));
}

/** A list of `min` to `max` items (each bound's message is zod's own). */
export function listOf<T extends z.ZodType>(item: T, min: number, max: number) {
  return z.array(item).min(min).max(max);
}

/** A call-to-action box: heading, one or two sentences and a button. */
export const callToAction = z.object({
  heading: text('Heading of the call-to-action box', { min: 3, max: 80 }),
  text: text('Text of the call-to-action box', { min: 10, max: 240 }),
  label: text('Button text', { min: 2, max: 40 }),
  href: sitePath({ fragment: true }).describe('Where the button goes'),
});

/** The optional label, heading and optional intro that open a section (spread into an object). */
export const sectionIntro = {
  eyebrow: text('Small label above the heading', { max: 40 }).optional(),
  heading: text('Section heading', { min: 2, max: 90 }),
  intro: text('Section intro', { min: 2, max: 320 }).optional(),
};

/**
 * Filled in by the loader from the entry's place in its file (inFileOrder, src/schemas/marketing.ts);
 * editors never write it: a value in the file is ignored. `readOnly` (JSON Schema's word for a value
 * the file's owner sets) keeps it out of the content editor's forms, which would write it.
 */
export const position = z
  .number()
  .int()
  .nonnegative()
  .default(0)
  .describe('Set from the order in the file: move the entry to reorder')
  .meta({ readOnly: true });

/** File types an image field accepts: vector drawings, photos and screenshots. */
const IMAGE_TYPES = ['svg', 'png', 'jpg', 'jpeg', 'webp', 'avif', 'gif'] as const;

/**
 * An image field: Astro's `image()` in the collections (the file is bundled, photos are resized
 * and converted by astro:assets), and this plain check of the written path everywhere else (unit
 * tests, the generated JSON Schema).
 */
export type ImageField = () => z.ZodType;

export const imagePath: ImageField = () =>
  z
    .string({ error: 'image: the path of an image file' })
    .regex(
      new RegExp(`^\\.{1,2}/[^\\s]+\\.(${IMAGE_TYPES.join('|')})$`, 'i'),
      `image: a path from this file to an image (${IMAGE_TYPES.join(', ')}), e.g. "../../src/assets/benefits/photo.jpg"`,
    )
    .describe(
      'Path from this JSON file to the image, e.g. "../../src/assets/benefits/photo.jpg": an SVG drawing, a photo or a screenshot (PNG, JPEG, WebP, AVIF)',
    );

/** A reference to an entry of another collection, written as its id. */
export type ReferenceField = (collection: 'testimonials') => z.ZodType;

export const referenceId: ReferenceField = (collection) =>
  slug.describe(`id of an entry in the ${collection} collection`);

/**
 * Refuses an amount of money anywhere in `value` (src/lib/shared/amounts.ts), at the field that
 * names it: the spec shows no prices and the company has confirmed none.
 */
export function noAmounts(value: unknown, ctx: z.core.$RefinementCtx, where: string): void {
  const path = firstAmountPath(value);
  if (!path) return;
  ctx.addIssue({
    code: 'custom',
    path,
    message: `no amounts of money on ${where} until the company confirms its prices (the spec shows none): say what the price depends on instead`,
  });
}

/** Whether a suite module is out ("available") or has only a waitlist ("coming-soon"). */
export const moduleStatus = z.enum(['available', 'coming-soon'], {
  message: 'status must be "available" or "coming-soon"',
});
export type ModuleStatus = z.infer<typeof moduleStatus>;
