/**
 * The content editor's configuration (Sveltia CMS at /admin), derived from the same zod schemas the
 * build checks content with, so the editor's forms and the build can never disagree about a field:
 * its name, whether it is required, its length, its allowed values, how many items a list has and
 * the words of its mistake message. Pure and DOM-free: src/integrations/cms-admin.ts reads the
 * content files and writes the result as dist/admin/config.yml.
 *
 * The zod schema of each file is turned into JSON Schema (the same conversion `npm run schemas`
 * uses), with the build's own message for each length or format rule attached as `x-messages`:
 * the message is what the schema answers for a value that breaks the rule, so it cannot drift.
 *
 * Both editions are edited side by side (Sveltia's i18n): each file's form opens content/<path> in
 * English and its twin content/bg/<path> in Bulgarian (src/lib/shared/content-mirror.ts). Words are
 * translated; everything the mirror check compares (ids, paths, numbers, switches, choices, images)
 * is copied from the English file; a fact's confirmation marker stays in the English file only.
 */
import type { CmsConfig, Collection, CollectionFile, Field, VariableFieldProps } from '@sveltia/cms';
import { z } from 'zod';
import { AWAITING_KEY } from '../shared/confirmation.ts';
import { DEFAULT_TECHNICAL_KEYS, isTechnicalString, SHARED_CONTENT_FILES } from '../shared/content-mirror.ts';
import { DEFAULT_LANG, LANGS } from '../shared/i18n.ts';
import { imagePath } from '../../schemas/fields.ts';

/** The parts of JSON Schema (draft-07, as zod writes it) that describe content fields. */
export interface JsonSchema {
  type?: string;
  description?: string | undefined;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  default?: unknown;
  'x-messages'?: FieldMessages;
}

/** The build's words for a broken rule of one text field (see src/schemas/fields.ts). */
interface FieldMessages {
  tooLong?: string | undefined;
  tooShort?: string | undefined;
  pattern?: string | undefined;
}

/** The message zod gives for `value`, for the issue of kind `code`. */
function messageFor(schema: z.core.$ZodType, value: string, code: string): string | undefined {
  const result = z.safeParse(schema, value);
  return result.success ? undefined : result.error.issues.find((issue) => issue.code === code)?.message;
}

/**
 * The JSON Schema of a content file's zod schema (as `npm run schemas` writes it: input side,
 * draft-07), each text field carrying the build's message for each rule it has.
 */
export function jsonSchemaWithMessages(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-07',
    override: ({ zodSchema, jsonSchema }) => {
      // A date the build reads from text (a legal page's lastUpdated): the editor offers a date picker.
      if (zodSchema._zod.def.type === 'date') Object.assign(jsonSchema, { type: 'string', format: 'date' });
      if (jsonSchema.type !== 'string') return;
      const messages: FieldMessages = {};
      const { maxLength, minLength, pattern, format } = jsonSchema;
      if (maxLength !== undefined) messages.tooLong = messageFor(zodSchema, 'x'.repeat(maxLength + 1), 'too_big');
      if (minLength !== undefined && minLength > 1) {
        messages.tooShort = messageFor(zodSchema, 'x'.repeat(minLength - 1), 'too_small');
      }
      // A control character breaks every pattern and format the content uses.
      if (pattern !== undefined || format !== undefined)
        messages.pattern = messageFor(zodSchema, '\u0000', 'invalid_format');
      if (Object.values(messages).some(Boolean)) jsonSchema['x-messages'] = messages;
    },
  }) as JsonSchema;
}

/** The pattern of an image field (imagePath in src/schemas/fields.ts): such a field gets an upload button. */
export const IMAGE_PATTERN = (z.toJSONSchema(imagePath()) as JsonSchema).pattern;

/** Where uploaded images go: inside src/assets, where astro:assets finds and optimises them. */
export const UPLOAD_FOLDER = 'src/assets/uploads';

/** Text longer than this gets a multi-line box instead of a one-line input. */
const LONG_TEXT = 160;

/** Numbers zod writes as the bounds of any safe integer: no real limit. */
const NO_LIMIT = Number.MAX_SAFE_INTEGER;

/** Words editors know in capitals. */
const ACRONYMS: Record<string, string> = { faq: 'FAQ', faqs: 'FAQs', roi: 'ROI', cta: 'CTA', url: 'URL', id: 'ID' };

/** "buttonLabel" -> "Button label", "ctaHref" -> "CTA href", "site-faq" -> "Site FAQ". */
export function humanise(name: string): string {
  const words = name
    .replace(/\$/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
    .trim()
    .split(/\s+/)
    .map((word) => ACRONYMS[word] ?? word)
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Where a field sits: its file and path (for errors), and its values in the current content. */
interface Place {
  /** The content file, from the project root. */
  file: string;
  path: string;
  /** Every value at this place in the file today (one per list item for a field of list items). */
  values: unknown[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The place of property `key` of the objects at `place`. */
function propertyPlace(place: Place, key: string): Place {
  return {
    file: place.file,
    path: place.path ? `${place.path}.${key}` : key,
    values: place.values.filter(isObject).flatMap((value) => (key in value ? [value[key]] : [])),
  };
}

/** The place of the items of the lists at `place`. */
function itemPlace(place: Place): Place {
  return {
    ...place,
    path: `${place.path}[]`,
    values: place.values.flatMap((value): unknown[] => (Array.isArray(value) ? (value as unknown[]) : [])),
  };
}

/** The path from a content file's folder up to the project root: "../../" for content/faqs/x.json. */
export function upToRoot(file: string): string {
  return '../'.repeat(file.split('/').length - 1);
}

/**
 * The editor's rule for a text field, in the build's words. The editor checks the trimmed text
 * against one pattern: the length limit when there is one (the rule an edit breaks most), else the
 * format; a lower length limit is then its own `minlength` check.
 */
function textRules(schema: JsonSchema): Partial<Record<'pattern' | 'minlength', unknown>> {
  const messages = schema['x-messages'] ?? {};
  const rules: Partial<Record<'pattern' | 'minlength', unknown>> = {};
  const min = schema.minLength ?? 0;
  if (schema.maxLength !== undefined) {
    rules.pattern = [
      `^[\\s\\S]{0,${schema.maxLength}}$`,
      messages.tooLong ?? `Keep it under ${schema.maxLength} characters`,
    ];
    if (min > 1) rules.minlength = min;
  } else if (schema.pattern !== undefined) {
    rules.pattern = [schema.pattern, messages.pattern ?? 'This value is not in the expected format'];
    if (min > 1) rules.minlength = min;
  } else if (min > 1) {
    rules.pattern = [`^[\\s\\S]{${min},}$`, messages.tooShort ?? `Write at least ${min} characters`];
  }
  return rules;
}

/** The property every branch of a union fixes to its own value ("module", "strategy"). */
function discriminator(branches: JsonSchema[]): string | undefined {
  const [first] = branches;
  return Object.keys(first?.properties ?? {}).find((key) =>
    branches.every((branch) => branch.properties?.[key]?.const !== undefined),
  );
}

/** What Sveltia accepts as a field's name (isValidName in its configuration parser). */
const FIELD_NAME = /^[^\s.*:<>]+$/;

/**
 * The facts-awaiting-confirmation marker every object may carry (src/lib/shared/confirmation.ts), English
 * only (`i18n: false`): a fact is confirmed once, and the Bulgarian file never carries the marker.
 *
 * Where every fact is named by a field ("answer", "note", "list[2]"), the marker is a group of one
 * box per fact marked at this place today: emptying a box confirms that fact, and once all are
 * empty the marker leaves the file. A group is needed because Sveltia (0.221.1, finalizeContent)
 * writes an empty `{}` for a key-value field a file lacks (outside list items), here into the
 * Bulgarian file, which the build's mirror check refuses; a group a file lacks is not written.
 * A page's marker named by its headings ("Our story") cannot be a group (a field name has no
 * spaces or dots) and stays a key-value table: see docs/editing.md, "Two languages".
 */
function confirmationField(place: Place): Field {
  const facts = [...new Set(place.values.filter(isObject).flatMap((value) => Object.keys(value)))];
  const base = { name: AWAITING_KEY, label: 'Awaiting confirmation', required: false, i18n: false };
  if (facts.length && facts.every((fact) => FIELD_NAME.test(fact))) {
    return {
      ...base,
      widget: 'object',
      collapsed: false,
      hint: "Facts awaiting an editor's confirmation, by the field they are about. Check the fact, correct the field if needed, then empty its box; a production build does not publish while any remain.",
      fields: facts.map((fact) => ({
        name: fact,
        label: `${fact}: what to confirm`,
        widget: 'text',
        required: false,
        i18n: false,
      })),
    } as Field;
  }
  return {
    ...base,
    widget: 'keyvalue',
    key_label: 'Field',
    value_label: 'What to confirm',
    hint: "Facts awaiting an editor's confirmation: field name -> what to confirm. Delete a line once the fact is confirmed; a production build does not publish while any remain.",
  } as Field;
}

/**
 * The fields of an object schema. The confirmation marker is not in most schemas (the build
 * ignores it; the launch check reads it), so it is added where the content has one today, and only
 * there: elsewhere the editor would write an empty marker into every object it saves.
 */
function objectFields(schema: JsonSchema, place: Place): Field[] {
  const required = new Set(schema.required ?? []);
  const marked = place.values.some((value) => isObject(value) && AWAITING_KEY in value);
  const fields = Object.entries(schema.properties ?? {})
    .filter(([name]) => name !== AWAITING_KEY)
    .filter(([name, property]) => required.has(name) || !isEmptyNamedMap(property, propertyPlace(place, name)))
    .map(([name, property]) => cmsField(name, property, required.has(name), propertyPlace(place, name)));
  // A schema that names the marker (site.json) gets the same form as one that does not.
  if (marked) fields.push(confirmationField(propertyPlace(place, AWAITING_KEY)));
  return fields;
}

/** The entry names of a map of objects (a page's `sections`) in today's content. */
function mapKeys(place: Place): string[] {
  return [...new Set(place.values.filter(isObject).flatMap((value) => Object.keys(value)))];
}

/** A map of objects keyed by name, as z.record(slug, z.object(…)) writes it. */
const isNamedMap = (schema: JsonSchema) =>
  schema.type === 'object' &&
  !schema.properties &&
  typeof schema.additionalProperties === 'object' &&
  schema.additionalProperties.type === 'object';

/**
 * An optional map of objects with no entry today (a page without sections) gets no form: its
 * entries are named by the code that reads them (a route asks for its sections by name), so a
 * developer adds the first one with the route that shows it, and the form follows.
 */
function isEmptyNamedMap(schema: JsonSchema, place: Place): boolean {
  return isNamedMap(schema) && mapKeys(place).length === 0;
}

/** A short label of a collapsed list item: its first naming field. */
function summaryOf(item: JsonSchema): string | undefined {
  const names = ['question', 'title', 'label', 'name', 'heading', 'feature', 'id', 'slug', 'month'];
  const found = names.find((name) => item.properties?.[name]);
  return found ? `{{fields.${found}}}` : undefined;
}

/**
 * Technical names: values that Netlify settings, stored submissions, links already sent to clients
 * or the tests depend on. The editor shows them read-only with a warning; a developer changes them
 * in the file (and wherever they are used). Matched on the content file and the field's path in it
 * ("[]" is every item of a list).
 */
export const LOCKED_FIELDS: ReadonlyArray<{ file: RegExp; path: string; why: string }> = [
  {
    file: /^content\/forms\/(contact|waitlist|store-preview)\.json$/,
    path: 'formName',
    why: 'the Netlify form name: renaming it splits the submissions in Netlify and breaks the form settings',
  },
  {
    file: /^content\/forms\/demo\.json$/,
    path: 'formNames.classic',
    why: 'the Netlify form name: renaming it splits the submissions in Netlify and breaks the form settings',
  },
  {
    file: /^content\/forms\/demo\.json$/,
    path: 'formNames.guided',
    why: 'the Netlify form name: renaming it splits the submissions in Netlify and breaks the form settings',
  },
  {
    file: /^content\/demo-stores\.json$/,
    path: '[].slug',
    why: 'part of the demo page address already sent to the client (/{slug}-{id})',
  },
  {
    file: /^content\/demo-stores\.json$/,
    path: '[].id',
    why: 'part of the demo page address already sent to the client (/{slug}-{id})',
  },
  {
    file: /^content\/demo-stores\.json$/,
    path: '[].chat.projectId',
    why: "the chat provider's project id: a wrong one loads another assistant or none",
  },
  {
    file: /^content\/demo-stores\.json$/,
    path: '[].chat.session.id',
    why: "the chat session id the provider's logs are filed under",
  },
  {
    file: /^content\/demo-stores\.json$/,
    path: '[].chat.session.prefix',
    why: "the prefix of the chat session ids the provider's logs are filed under",
  },
  { file: /^content\/site\.json$/, path: 'services', why: 'service ids and addresses set by whoever deploys' },
];

/** The warning shown under a locked field. */
export const LOCKED_HINT = 'Technical name, not editable here: ';

function lockOf(place: Place): { why: string } | undefined {
  return LOCKED_FIELDS.find(
    (lock) => lock.file.test(place.file) && (place.path === lock.path || place.path.startsWith(`${lock.path}.`)),
  );
}

/** The site path that shows a content file, for the editor's "preview" link on a deploy preview. */
export function previewPathFor(file: string): string {
  const name = file
    .split('/')
    .pop()!
    .replace(/\.(json|md)$/, '');
  const folder = file.split('/').slice(1, -1).join('/');
  if (folder === 'pages') {
    const page: Record<string, string> = { home: '/', 'not-found': '/404', 'chat-test': '/chat-test' };
    return page[name] ?? `/${name}`;
  }
  const byFolder: Record<string, string> = {
    roi: '/roi',
    faqs: '/faqs',
    'case-study': '/sila-client-study',
    event: '/event',
    cookies: '/cookies',
    home: '/',
    marketing: '/',
    trust: '/trust',
    pricing: '/pricing',
  };
  if (folder === 'modules') return name.startsWith('ai-') ? `/${name}` : '/ai-sales-agent';
  if (folder === 'forms') {
    return (
      { demo: '/pricing', waitlist: '/ai-recommendation', 'store-preview': '/pricing#see-it-on-your-store' }[name] ??
      '/#contact'
    );
  }
  if (file === 'content/redirects.json') return '/redirect';
  return byFolder[folder] ?? '/';
}

/** How a field is edited in the Bulgarian file (Sveltia's field-level `i18n`). */
type FieldI18n = true | 'duplicate' | 'duplicate_keys' | false;

/** The field types whose value is words: translated unless the text is technical. */
const TEXT_WIDGETS = new Set(['string', 'text', 'markdown']);

/**
 * Text the mirror check compares (src/lib/shared/content-mirror.ts) and the Bulgarian file therefore
 * copies: a value under a technical key (id, slug, href, formName …; for a list of texts, the
 * list's key), a text with a format or pattern (an id, a path, a URL, an e-mail address, a date),
 * or a text that is technical today (a path, a fragment, a URL, an address, a date).
 */
function isTechnicalText(key: string, schema: JsonSchema, place: Place): boolean {
  return (
    DEFAULT_TECHNICAL_KEYS.has(key) ||
    schema.pattern !== undefined ||
    schema.format !== undefined ||
    place.values.some((value) => typeof value === 'string' && isTechnicalString(value))
  );
}

/** The fields inside a group or list field (every type's fields for a choice of types). */
function childFields(field: Field): Field[] {
  const f = field as { fields?: Field[]; field?: Field; types?: Array<{ fields?: Field[] }> };
  return [...(f.fields ?? []), ...(f.field ? [f.field] : []), ...(f.types ?? []).flatMap((t) => t.fields ?? [])];
}

/**
 * The field's `i18n`: words are translated (`true`); everything else is copied from the English
 * file (`duplicate`), shown read-only on the Bulgarian side; a key-value map keeps the English keys
 * and translates the values (`duplicate_keys`). A group or a list is translated when anything in
 * it is (its items then stay in step with the English file: same count, same order, which the
 * build checks), else copied whole. The confirmation marker has `false`: English only.
 */
function fieldI18n(field: Field, technical: boolean): FieldI18n {
  const widget = (field as { widget?: string }).widget ?? 'string';
  if (field.name === AWAITING_KEY) return false;
  if (TEXT_WIDGETS.has(widget)) return technical ? 'duplicate' : true;
  if (widget === 'keyvalue') return technical ? 'duplicate' : 'duplicate_keys';
  if (widget === 'object' || widget === 'list') {
    const translated = childFields(field).some((child) => {
      const mode = (child as { i18n?: FieldI18n }).i18n;
      return mode === true || mode === 'duplicate_keys';
    });
    return translated ? true : 'duplicate';
  }
  // Numbers, switches, choices, images, dates and a kept "$comment": the same in both files.
  return 'duplicate';
}

/**
 * One editor field for a property of a content file's schema, with its `i18n`. `key` is the key
 * the mirror check names the value by (a list's items are named by the list's key).
 */
function cmsField(name: string, schema: JsonSchema, required: boolean, place: Place, key = name): Field {
  const field = formField(name, schema, required, place);
  const technical =
    (field as { widget?: string }).widget === 'keyvalue'
      ? DEFAULT_TECHNICAL_KEYS.has(key)
      : isTechnicalText(key, schema, place);
  const translated = { ...field, i18n: fieldI18n(field, technical) } as Field;
  const lock = lockOf(place);
  // The values themselves are locked; a group of them (site.json's services) only holds them.
  if (!lock || (field as { widget?: string }).widget === 'object') return translated;
  const hint = `${LOCKED_HINT}${lock.why}. A developer changes it in the file.`;
  return { ...translated, readonly: true, hint } as Field;
}

/** The form of one field (without its `i18n`). */
function formField(name: string, schema: JsonSchema, required: boolean, place: Place): Field {
  const base = {
    name,
    label: humanise(name),
    required: required && schema.default === undefined,
    ...(schema.description ? { hint: schema.description } : {}),
  };
  // A shape the editor has no form for is kept as written (a hidden field) instead of stopping the
  // build; the build still checks it, the build log lists it (notEditable) and the drift test fails.
  const keep = (): Field => ({ name, widget: 'hidden' }) as Field;

  // A file's "$comment" tells developers why the file is as it is: kept as written, not a form field.
  if (name === '$comment') return { name, widget: 'hidden' } as Field;
  if (schema.const !== undefined) {
    // A value fixed by the schema: required (a module page's own id), it is shown and preset;
    // optional (a demo store's "persistence"), it is a switch between the value and nothing.
    const preset = base.required ? { default: String(schema.const) } : {};
    return { ...base, widget: 'select', options: [String(schema.const)], ...preset } as Field;
  }
  if (schema.enum) {
    const options = schema.enum.map(String);
    const fallback = schema.default === undefined ? {} : { default: String(schema.default) };
    return { ...base, widget: 'select', options, ...fallback } as Field;
  }
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) {
    const key = discriminator(branches);
    if (!key) return keep();
    return {
      ...base,
      widget: 'object',
      typeKey: key,
      types: branches.map((branch) => {
        const rest: JsonSchema = {
          ...branch,
          properties: Object.fromEntries(Object.entries(branch.properties ?? {}).filter(([k]) => k !== key)),
        };
        const value = String(branch.properties![key]!.const);
        const values = place.values.filter((v) => isObject(v) && v[key] === value);
        return {
          name: value,
          label: humanise(value),
          widget: 'object',
          fields: objectFields(rest, { ...place, values }),
        };
      }),
    } as Field;
  }
  switch (schema.type) {
    case 'string': {
      if (schema.pattern !== undefined && schema.pattern === IMAGE_PATTERN) {
        return {
          ...base,
          widget: 'image',
          // Uploads go to src/assets/uploads; the file keeps the path from itself to the image, which
          // Astro's image() resolves and optimises (see docs/editing.md).
          media_folder: `/${UPLOAD_FOLDER}`,
          public_folder: `${upToRoot(place.file)}${UPLOAD_FOLDER}`,
          pattern: [schema.pattern, schema['x-messages']?.pattern ?? 'An image file'],
        } as Field;
      }
      if (schema.format === 'date') {
        return { ...base, widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' } as Field;
      }
      const long = (schema.maxLength ?? 0) > LONG_TEXT;
      const type = schema.format === 'email' ? 'email' : schema.format === 'uri' ? 'url' : undefined;
      const fallback = typeof schema.default === 'string' ? { default: schema.default } : {};
      return {
        ...base,
        widget: long ? 'text' : 'string',
        ...(type && !long ? { type } : {}),
        ...textRules(schema),
        ...fallback,
      } as Field;
    }
    case 'number':
    case 'integer': {
      const min = schema.minimum ?? (schema.exclusiveMinimum === 0 && schema.type === 'integer' ? 1 : undefined);
      const max = schema.maximum;
      return {
        ...base,
        widget: 'number',
        value_type: schema.type === 'integer' ? 'int' : 'float',
        ...(min !== undefined && Math.abs(min) < NO_LIMIT ? { min } : {}),
        ...(max !== undefined && Math.abs(max) < NO_LIMIT ? { max } : {}),
        ...(typeof schema.default === 'number' ? { default: schema.default } : {}),
      } as Field;
    }
    case 'boolean':
      return {
        ...base,
        widget: 'boolean',
        required: false,
        ...(typeof schema.default === 'boolean' ? { default: schema.default } : {}),
      } as Field;
    case 'array': {
      if (!schema.items) return keep();
      const item = schema.items;
      const counts = {
        ...(schema.minItems !== undefined ? { min: schema.minItems } : {}),
        ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
      };
      if (item.enum) {
        return { ...base, widget: 'select', multiple: true, options: item.enum.map(String), ...counts } as Field;
      }
      if (item.type === 'object' || item.oneOf) {
        const itemField = cmsField('item', item, true, itemPlace(place));
        const summary = summaryOf(item);
        const shape =
          'types' in itemField
            ? { types: (itemField as VariableFieldProps).types, typeKey: (itemField as VariableFieldProps).typeKey }
            : { fields: (itemField as { fields: Field[] }).fields };
        return {
          ...base,
          widget: 'list',
          collapsed: true,
          ...(summary ? { summary } : {}),
          ...counts,
          ...shape,
        } as Field;
      }
      const field = cmsField('item', item, true, itemPlace(place), name);
      return { ...base, widget: 'list', field: { ...field, label: 'Item' }, ...counts } as Field;
    }
    case 'object': {
      if (schema.properties)
        return { ...base, widget: 'object', collapsed: false, fields: objectFields(schema, place) } as Field;
      const values = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
      if (values && isNamedMap(schema)) {
        // A map of objects keyed by name (a page's sections): one group per entry it has today.
        const fields = mapKeys(place).map((key) => cmsField(key, values, true, propertyPlace(place, key)));
        return { ...base, widget: 'object', collapsed: false, fields } as Field;
      }
      if (values?.type === 'string') {
        return { ...base, widget: 'keyvalue', key_label: 'Key', value_label: 'Value' } as Field;
      }
      return keep();
    }
    default:
      return keep();
  }
}

/** One content JSON file as the editor shows it. */
export interface CmsFileInput {
  /** From the project root, e.g. content/faqs/site-faq.json. */
  file: string;
  schema: JsonSchema;
  /** The file's current content: a map keyed by entry name becomes one form per key. */
  data: unknown;
}

/**
 * The fields of a whole file. A file that is a list becomes one list saved at the top level
 * (Sveltia's `root: true`); a map keyed by entry name becomes one group per key it
 * has now; a file whose schema is a choice (the module pages) uses the branch named after the file.
 */
function fileFields({ file, schema, data }: CmsFileInput): Field[] {
  const place: Place = { file, path: '', values: [data] };
  const basename = file
    .split('/')
    .pop()!
    .replace(/\.(json|md)$/, '');
  if (schema.oneOf) {
    const key = discriminator(schema.oneOf);
    const branch = schema.oneOf.find((b) => key && b.properties?.[key]?.const === basename);
    if (!branch) throw new Error(`${file}: no branch of its schema is named "${basename}"`);
    return fileFields({ file, schema: { ...branch, description: schema.description }, data });
  }
  if (schema.type === 'array') {
    return [{ ...cmsField('items', schema, true, place), label: humanise(basename), root: true } as Field];
  }
  if (schema.type === 'object' && !schema.properties && typeof schema.additionalProperties === 'object') {
    const entry = schema.additionalProperties;
    const keys = isObject(data) ? Object.keys(data) : [];
    return keys.map((key) => cmsField(key, entry, true, propertyPlace(place, key)));
  }
  const fields = objectFields(schema, place);
  // A file's leading "$comment" (why the plan table is ordered so) is kept as it is.
  if (isObject(data) && '$comment' in data && !fields.some((field) => field.name === '$comment')) {
    fields.unshift({ name: '$comment', widget: 'hidden', i18n: 'duplicate' } as Field);
  }
  return fields;
}

export interface CmsBackendOptions {
  /** GitHub repository, "owner/name". */
  repo: string;
  branch: string;
  /** The OAuth provider's address when it is not Netlify's (e.g. Sveltia CMS Authenticator). */
  authBaseUrl?: string;
}

export interface CmsConfigInput {
  files: CmsFileInput[];
  /** The Markdown pages (content/pages/*.md): each file with its frontmatter as data. */
  pages: CmsFileInput[];
  backend: CmsBackendOptions;
  siteUrl: string;
}

/** Fields the editor keeps as written because it has no form for their shape ("$comment" aside). */
export function notEditable(config: CmsConfig): string[] {
  const found: string[] = [];
  const walk = (value: unknown, where: string) => {
    if (Array.isArray(value)) return value.forEach((item) => walk(item, where));
    if (!isObject(value)) return;
    const here = typeof value.file === 'string' ? localeFile(value.file, DEFAULT_LANG) : where;
    if (value.widget === 'hidden' && value.name !== '$comment') found.push(`${here}: ${String(value.name)}`);
    for (const child of Object.values(value)) walk(child, here);
  };
  walk(config.collections, '');
  return found;
}

/** Sveltia's placeholder for the edition's folder in a file path. */
const LOCALE_PLACEHOLDER = '{{locale}}';

/**
 * The editor's `i18n`: English and Bulgarian side by side. Every file of a collection names its
 * edition's folder with the placeholder (content/{{locale}}/faqs/site-faq.json), which makes each
 * file its own pair of files; English, the default, is written without it (content/faqs/…), as
 * `omit_default_locale_from_file_path` says. The structure is what Sveltia needs at the top level;
 * for files named with the placeholder it always uses one file per edition.
 */
const CMS_I18N = {
  structure: 'multiple_folders',
  locales: [...LANGS],
  default_locale: DEFAULT_LANG,
  omit_default_locale_from_file_path: true,
} as const;

/** Whether `file` (from the project root, English) serves both editions: no twin, no translation. */
function isSharedFile(file: string): boolean {
  return SHARED_CONTENT_FILES.includes(file);
}

/** "content/faqs/site-faq.json" -> "content/{{locale}}/faqs/site-faq.json" (shared files as they are). */
function localisedFile(file: string): string {
  if (isSharedFile(file)) return file;
  if (!file.startsWith('content/')) throw new Error(`${file}: a content file is under content/`);
  return `content/${LOCALE_PLACEHOLDER}/${file.slice('content/'.length)}`;
}

/**
 * The file Sveltia opens for `lang` (fillLocalePlaceholder in its source): the default locale's
 * placeholder and the slash after it are left out, any other locale fills it in.
 */
function localeFile(file: string, lang: string): string {
  const path = lang === DEFAULT_LANG ? file.replace(`${LOCALE_PLACEHOLDER}/`, '') : file;
  return path.replaceAll(LOCALE_PLACEHOLDER, lang);
}

/** The fields of a file that serves both editions: no `i18n` anywhere (the option is ignored there). */
function withoutI18n(fields: Field[]): Field[] {
  return fields.map((field) => {
    const { i18n: _i18n, ...rest } = field as Field & { i18n?: unknown };
    const f = rest as { fields?: Field[]; field?: Field; types?: Array<{ fields?: Field[] }> };
    return {
      ...rest,
      ...(f.fields ? { fields: withoutI18n(f.fields) } : {}),
      ...(f.field ? { field: withoutI18n([f.field])[0] } : {}),
      ...(f.types ? { types: f.types.map((t) => ({ ...t, fields: withoutI18n(t.fields ?? []) })) } : {}),
    } as Field;
  });
}

/** "content/faqs/site-faq.json" -> "faqs"; files directly in content/ belong to "site". */
function groupOf(file: string): string {
  const parts = file.split('/');
  return parts.length > 2 ? parts[1]! : 'site';
}

/** The whole configuration: one collection per content folder, plus the pages. */
export function cmsConfig({ files, pages, backend, siteUrl }: CmsConfigInput): CmsConfig {
  const groups = new Map<string, CollectionFile[]>();
  for (const input of files) {
    const group = groupOf(input.file);
    const name = input.file
      .split('/')
      .pop()!
      .replace(/\.json$/, '');
    const shared = isSharedFile(input.file);
    const entry: CollectionFile = {
      name,
      label: shared ? `${humanise(name)} (both languages)` : humanise(name),
      file: localisedFile(input.file),
      format: 'json',
      ...(shared ? {} : { i18n: true }),
      preview_path: previewPathFor(input.file),
      fields: shared ? withoutI18n(fileFields(input)) : fileFields(input),
    } as CollectionFile;
    groups.set(group, [...(groups.get(group) ?? []), entry]);
  }
  // One form per page: a page needs a route in src/pages, so pages are added by a developer, not here.
  const pageCollection = {
    name: 'pages',
    label: 'Pages',
    description: 'Each page: browser title, search description, headline and the long copy below it.',
    i18n: true,
    files: pages.map((page) => {
      const title = isObject(page.data) && typeof page.data.title === 'string' ? page.data.title : page.file;
      return {
        name: page.file.split('/').pop()!.replace(/\.md$/, ''),
        label: title,
        file: localisedFile(page.file),
        format: 'yaml-frontmatter',
        i18n: true,
        preview_path: previewPathFor(page.file),
        fields: [
          ...fileFields(page),
          {
            name: 'body',
            label: 'Page copy',
            widget: 'markdown',
            required: false,
            // The text as written first: the rich editor would rewrite Markdown it did not need to touch.
            modes: ['raw', 'rich_text'],
            hint: 'Normal text; a blank line starts a new paragraph, "## " starts a sub-heading.',
            i18n: true,
          },
        ],
      };
    }),
  } as unknown as Collection;
  const collections: Collection[] = [
    pageCollection,
    ...[...groups].map(
      ([group, entries]) =>
        ({
          name: group,
          label: humanise(group),
          ...(entries.some((entry) => entry.i18n) ? { i18n: true } : {}),
          files: entries,
        }) as unknown as Collection,
    ),
  ];
  return {
    backend: {
      name: 'github',
      repo: backend.repo,
      branch: backend.branch,
      ...(backend.authBaseUrl ? { base_url: backend.authBaseUrl } : {}),
      commit_messages: {
        create: 'Content: create {{collection}} “{{slug}}”',
        update: 'Content: update {{collection}} “{{slug}}”',
        delete: 'Content: delete {{collection}} “{{slug}}”',
        uploadMedia: 'Content: upload “{{path}}”',
        deleteMedia: 'Content: delete “{{path}}”',
      },
    },
    // Every save is a draft on its own branch (a pull request Netlify builds as a deploy preview);
    // Publish merges it into the production branch. See docs/editing.md.
    publish_mode: 'editorial_workflow',
    app_title: 'Content editor',
    // The site's own icon on the sign-in page and the browser tab (public/favicon.svg).
    logo: { src: '/favicon.svg' },
    site_url: siteUrl,
    media_folder: UPLOAD_FOLDER,
    public_folder: `/${UPLOAD_FOLDER}`,
    // An optional field left empty is left out of the file, as the schemas expect (not "").
    output: { omit_empty_optional_fields: true, json: { indent_style: 'space', indent_size: 2 } },
    i18n: { ...CMS_I18N, locales: [...CMS_I18N.locales] },
    collections,
  } as CmsConfig;
}

/** The repository the editor commits to until CMS_GITHUB_REPO or Netlify's REPOSITORY_URL names one. */
export const PLACEHOLDER_REPO = 'example-org/ai-suite-site';

/**
 * Which GitHub repository and branch the editor reads and commits to, from the build's environment:
 * CMS_GITHUB_REPO ("owner/name"), else the repository Netlify builds from (REPOSITORY_URL), else a
 * placeholder (sign-in then says the repository does not exist; the local-folder mode still works).
 * CMS_GITHUB_BRANCH defaults to main: editors publish to the branch production is built from.
 * CMS_AUTH_BASE_URL points sign-in at an OAuth provider other than Netlify's.
 */
export function cmsBackend(env: Partial<Record<string, string | undefined>>): CmsBackendOptions {
  const fromNetlify = /github\.com[/:]([^/]+\/[^/]+?)(\.git)?\/?$/.exec(env.REPOSITORY_URL ?? '')?.[1];
  const repo = env.CMS_GITHUB_REPO?.trim() || fromNetlify || PLACEHOLDER_REPO;
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) throw new Error(`CMS_GITHUB_REPO must be "owner/name" (got "${repo}")`);
  const authBaseUrl = env.CMS_AUTH_BASE_URL?.trim();
  return { repo, branch: env.CMS_GITHUB_BRANCH?.trim() || 'main', ...(authBaseUrl ? { authBaseUrl } : {}) };
}
