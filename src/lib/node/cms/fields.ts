/**
 * The field mapper: one editor field for each property of a content file's JSON Schema, so the
 * editor's forms and the build can never disagree about a field: its name, whether it is required,
 * its length, its allowed values, how many items a list has and the words of its mistake message.
 */
import type { Field, HiddenField } from '@sveltia/cms';
import { AWAITING_KEY } from '../../shared/confirmation.ts';
import { DEFAULT_TECHNICAL_KEYS } from '../../shared/content-mirror.ts';
import { childFields, fieldI18n, isTechnicalText, nestedParts } from './i18n.ts';
import { IMAGE_PATTERN, type JsonSchema } from './json-schema.ts';
import { humanise, summaryOf } from './labels.ts';
import { LOCKED_HINT, lockOf } from './locks.ts';

/** Where uploaded images go: inside src/assets, where astro:assets finds and optimises them. */
export const UPLOAD_FOLDER = 'src/assets/uploads';

/** Text longer than this gets a multi-line box instead of a one-line input. */
const LONG_TEXT = 160;

/** Numbers zod writes as the bounds of any safe integer: no real limit. */
const NO_LIMIT = Number.MAX_SAFE_INTEGER;

/** Where a field sits: its file and path (for errors), and its values in the current content. */
interface Place {
  /** The content file, from the project root. */
  file: string;
  path: string;
  /** Every value at this place in the file today (one per list item for a field of list items). */
  values: unknown[];
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
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
    values: place.values.flatMap((value): unknown[] => (Array.isArray(value) ? value : [])),
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
    };
  }
  return {
    ...base,
    widget: 'keyvalue',
    key_label: 'Field',
    value_label: 'What to confirm',
    hint: "Facts awaiting an editor's confirmation: field name -> what to confirm. Delete a line once the fact is confirmed; a production build does not publish while any remain.",
  };
}

/**
 * The fields of an object schema. The confirmation marker is not in most schemas (the build
 * ignores it; the launch check reads it), so it is added where the content has one today, and only
 * there: elsewhere the editor would write an empty marker into every object it saves. A value the
 * loader sets (`readOnly`: an entry's position, from its place in the file) has no field: the
 * editor would write its default into every item, and changing it would reorder nothing.
 */
function objectFields(schema: JsonSchema, place: Place): Field[] {
  const required = new Set(schema.required ?? []);
  const marked = place.values.some((value) => isObject(value) && AWAITING_KEY in value);
  const fields = Object.entries(schema.properties ?? {})
    .filter(([name, property]) => name !== AWAITING_KEY && property.readOnly !== true)
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

/**
 * One editor field for a property of a content file's schema, with its `i18n`. `key` is the key
 * the mirror check names the value by (a list's items are named by the list's key).
 */
function cmsField(name: string, schema: JsonSchema, required: boolean, place: Place, key = name): Field {
  const field = formField(name, schema, required, place);
  const technical =
    field.widget === 'keyvalue' ? DEFAULT_TECHNICAL_KEYS.has(key) : isTechnicalText(key, schema, place.values);
  // Cast kept: fieldI18n gives `duplicate_keys` only to a key-value field, the one type Sveltia's
  // types allow it on, which TypeScript cannot follow through the union of field types.
  const translated = { ...field, i18n: fieldI18n(field, technical) } as Field;
  const lock = lockOf(place.file, place.path);
  // The values themselves are locked; a group of them (site.json's services) only holds them.
  if (!lock || field.widget === 'object') return translated;
  const hint = `${LOCKED_HINT}${lock.why}. A developer changes it in the file.`;
  return { ...translated, readonly: true, hint };
}

/**
 * Whether the editor demands a value: not where the schema lets the field be left out (optional, or
 * with a default) nor where it accepts empty text (`x-accepts-empty`: an offer with no end date yet,
 * an unset service id), since Sveltia refuses an empty required field once a draft leaves "Draft".
 * The editor leaves an empty optional field out of the file (omit_empty_optional_fields), so text
 * the build accepts empty also has a default ("") in its schema: tests/unit/cms/fields.test.ts.
 */
function isRequired(schema: JsonSchema, required: boolean): boolean {
  return required && schema.default === undefined && schema['x-accepts-empty'] !== true;
}

/**
 * Whether `field`, or a field inside it, is locked and must be filled: a demo store's slug, id and
 * chat project id. A new list item holding one could never be saved (its locked fields stay empty
 * and Sveltia refuses them), so such a list offers no Add or Duplicate: a developer adds the entry
 * with its technical values, and the editor then writes its words (docs/editing.md).
 */
function needsLockedValue(field: Field): boolean {
  const locked = 'readonly' in field && field.readonly === true && field.required !== false;
  return locked || childFields(field).some(needsLockedValue);
}

/** The form of one field (without its `i18n`). */
function formField(name: string, schema: JsonSchema, required: boolean, place: Place): Field {
  const base = {
    name,
    label: humanise(name),
    required: isRequired(schema, required),
    ...(schema.description ? { hint: schema.description } : {}),
  };
  // A shape the editor has no form for is kept as written (a hidden field) instead of stopping the
  // build; the build still checks it, the build log lists it (notEditable) and the drift test fails.
  const keep = (): HiddenField => ({ name, widget: 'hidden' });

  // A file's "$comment" tells developers why the file is as it is: kept as written, not a form field.
  if (name === '$comment') return keep();
  if (schema.const !== undefined) {
    // A value fixed by the schema: required (a module page's own id), it is shown and preset;
    // optional (a demo store's "persistence"), it is a switch between the value and nothing.
    const preset = base.required ? { default: String(schema.const) } : {};
    return { ...base, widget: 'select', options: [String(schema.const)], ...preset };
  }
  if (schema.enum) {
    const options = schema.enum.map(String);
    const fallback = schema.default === undefined ? {} : { default: String(schema.default) };
    return { ...base, widget: 'select', options, ...fallback };
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
    };
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
        };
      }
      if (schema.format === 'date') {
        return { ...base, widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' };
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
      };
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
      };
    }
    case 'boolean':
      return {
        ...base,
        widget: 'boolean',
        required: false,
        ...(typeof schema.default === 'boolean' ? { default: schema.default } : {}),
      };
    case 'array': {
      if (!schema.items) return keep();
      const item = schema.items;
      const counts = {
        ...(schema.minItems !== undefined ? { min: schema.minItems } : {}),
        ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
      };
      if (item.enum) {
        return { ...base, widget: 'select', multiple: true, options: item.enum.map(String), ...counts };
      }
      if (item.type === 'object' || item.oneOf) {
        const itemField = cmsField('item', item, true, itemPlace(place));
        const summary = summaryOf(item);
        const parts = nestedParts(itemField);
        const typeKey = 'typeKey' in itemField && typeof itemField.typeKey === 'string' ? itemField.typeKey : undefined;
        const shape = parts.types ? { types: parts.types, typeKey } : { fields: parts.fields };
        const noNewItems = needsLockedValue(itemField) ? { allow_add: false, allow_duplicate: false } : {};
        return {
          ...base,
          widget: 'list',
          collapsed: true,
          ...(summary ? { summary } : {}),
          ...counts,
          ...noNewItems,
          ...shape,
        };
      }
      const field = cmsField('item', item, true, itemPlace(place), name);
      return { ...base, widget: 'list', field: { ...field, label: 'Item' }, ...counts };
    }
    case 'object': {
      if (schema.properties)
        return { ...base, widget: 'object', collapsed: false, fields: objectFields(schema, place) };
      const values = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
      if (values && isNamedMap(schema)) {
        // A map of objects keyed by name (a page's sections): one group per entry it has today.
        const fields = mapKeys(place).map((key) => cmsField(key, values, true, propertyPlace(place, key)));
        return { ...base, widget: 'object', collapsed: false, fields };
      }
      if (values?.type === 'string') {
        return { ...base, widget: 'keyvalue', key_label: 'Key', value_label: 'Value' };
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
export function fileFields({ file, schema, data }: CmsFileInput): Field[] {
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
    return [{ ...cmsField('items', schema, true, place), label: humanise(basename), root: true }];
  }
  if (schema.type === 'object' && !schema.properties && typeof schema.additionalProperties === 'object') {
    const entry = schema.additionalProperties;
    const keys = isObject(data) ? Object.keys(data) : [];
    return keys.map((key) => cmsField(key, entry, true, propertyPlace(place, key)));
  }
  const fields = objectFields(schema, place);
  // A file's leading "$comment" (why the plan table is ordered so) is kept as it is.
  if (isObject(data) && '$comment' in data && !fields.some((field) => field.name === '$comment')) {
    fields.unshift({ name: '$comment', widget: 'hidden', i18n: 'duplicate' });
  }
  return fields;
}
