/**
 * The names a content file may use. zod leaves out a name its schema does not know, without a
 * word: a misspelt `"sufix"` would simply not be shown. parseContent (src/schemas/parse.ts) refuses
 * such a name with this check, and the JSON Schemas VS Code checks the files with
 * (src/schemas/json-schema.ts) are the same closed shapes, so the editor and the build agree.
 *
 * The names are read from the schema's input side as JSON Schema (z.toJSONSchema, io: 'input'):
 * what an editor writes, before defaults and transforms, with unions, records and optional fields
 * as zod describes them. Every object with fixed fields is closed (additionalProperties: false); a
 * record (any key, such as a page's `sections`) stays open. Every closed object also takes the
 * facts-awaiting-confirmation marker, which any object may carry (src/lib/shared/confirmation.ts).
 */
import { z } from 'zod';
import { AWAITING_KEY } from '../lib/shared/confirmation.ts';
import { nearestMatch } from '../lib/shared/near-match.ts';
import { awaitingConfirmationField } from './confirmation.ts';

/** The parts of a JSON Schema (draft-07, as zod writes it) that say which names an object has. */
interface ShapeNode {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, ShapeNode>;
  additionalProperties?: ShapeNode | boolean;
  items?: ShapeNode | ShapeNode[];
  anyOf?: ShapeNode[];
  oneOf?: ShapeNode[];
  const?: unknown;
  readOnly?: boolean;
  definitions?: Record<string, ShapeNode>;
}

/** Where the marker's schema is kept in each JSON Schema, referred to by every closed object. */
const MARKER_DEFINITION = `#/definitions/${AWAITING_KEY}`;

const shapes = new WeakMap<z.ZodType, Record<string, unknown>>();

/**
 * The JSON Schema of what an editor writes in a file `schema` checks (draft-07, input side), with
 * every object of fixed fields closed to other names. Kept per schema: the loaders check many
 * entries with one schema.
 */
export function closedJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const known = shapes.get(schema);
  if (known) return known;
  const generated = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-07',
    override: ({ zodSchema, jsonSchema }) => {
      const def = zodSchema._zod.def;
      if (def.type === 'object' && def.catchall === undefined) {
        jsonSchema.additionalProperties = false;
        jsonSchema.properties ??= {};
        jsonSchema.properties[AWAITING_KEY] ??= { $ref: MARKER_DEFINITION };
      }
      // A preprocess reads the value before the schema does (it may rename a field): zod describes
      // the schema after it, so the names the editor writes there are not known.
      if (def.type === 'pipe' && def.in._zod.def.type === 'transform') delete jsonSchema.additionalProperties;
    },
  });
  const { $schema: _, ...marker } = z.toJSONSchema(awaitingConfirmationField, { io: 'input', target: 'draft-07' });
  const definitions = { ...(generated.definitions as Record<string, unknown> | undefined), [AWAITING_KEY]: marker };
  const closed = { ...generated, definitions };
  shapes.set(schema, closed);
  return closed;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A name `data` uses that its schema does not know, and where. */
interface UnknownName {
  /** The path of the object that holds the name. */
  at: Array<string | number>;
  name: string;
  holder: JsonObject;
  /** The names that object may use, as the editor writes them (not the ones the loader sets). */
  fields: string[];
}

/** `node`, or the definition its $ref points at. */
function resolved(node: ShapeNode, root: ShapeNode): ShapeNode {
  const name = /^#\/definitions\/(.+)$/.exec(node.$ref ?? '')?.[1];
  return name === undefined ? node : resolved(root.definitions?.[name] ?? {}, root);
}

/** Whether `value` is of a JSON type `node` allows (any type when it names none). */
function typeFits(node: ShapeNode, value: Json): boolean {
  if (node.type === undefined) return true;
  const types = Array.isArray(node.type) ? node.type : [node.type];
  const actual = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  return types.some((type) => type === actual || (type === 'integer' && actual === 'number'));
}

/** Whether `value` keeps every value `node` fixes (a union member's "module" or "strategy"). */
function fixedValuesMatch(node: ShapeNode, value: Json, root: ShapeNode): boolean {
  if (!isJsonObject(value)) return true;
  return Object.entries(node.properties ?? {}).every(([key, property]) => {
    const fixed = resolved(property, root).const;
    return fixed === undefined || !Object.hasOwn(value, key) || value[key] === fixed;
  });
}

/**
 * The names in `value` that `node` does not know, at `at`. A union is read by the member the value
 * is meant for: the one whose fixed values it keeps, of its type, that knows the most of its names.
 */
function unknownNames(node: ShapeNode, value: Json, at: Array<string | number>, root: ShapeNode): UnknownName[] {
  const shape = resolved(node, root);
  const members = shape.anyOf ?? shape.oneOf;
  if (members) {
    const candidates = members
      .map((member) => resolved(member, root))
      .filter((member) => typeFits(member, value) && fixedValuesMatch(member, value, root))
      .map((member) => unknownNames(member, value, at, root));
    return (
      candidates.reduce<UnknownName[] | undefined>(
        (best, found) => (best === undefined || found.length < best.length ? found : best),
        undefined,
      ) ?? []
    );
  }
  if (Array.isArray(value)) {
    const { items } = shape;
    if (items === undefined) return [];
    return value.flatMap((item, index) => {
      const itemShape = Array.isArray(items) ? items[index] : items;
      return itemShape ? unknownNames(itemShape, item, [...at, index], root) : [];
    });
  }
  if (!isJsonObject(value) || (shape.type !== undefined && !typeFits(shape, value))) return [];
  const properties = shape.properties ?? {};
  const found: UnknownName[] = [];
  for (const [name, field] of Object.entries(value)) {
    if (Object.hasOwn(properties, name)) {
      found.push(...unknownNames(properties[name] ?? {}, field, [...at, name], root));
    } else if (typeof shape.additionalProperties === 'object') {
      found.push(...unknownNames(shape.additionalProperties, field, [...at, name], root));
    } else if (shape.additionalProperties === false) {
      const fields = Object.keys(properties).filter(
        (key) => key !== AWAITING_KEY && resolved(properties[key] ?? {}, root).readOnly !== true,
      );
      found.push({ at, name, holder: value, fields });
    }
  }
  return found;
}

/** "a", "b" and "c". */
function listOfNames(names: readonly string[]): string {
  const quoted = names.map((name) => JSON.stringify(name));
  return quoted.length < 2 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
}

export interface KnownFieldsOptions {
  /**
   * The data is one entry of a list file, as a collection loader hands it over: its `id` is the
   * name Astro keys the entry by, whether or not the entry's schema names it.
   */
  listEntry?: boolean;
  /** What the top of the data is called in a message: "this file" unless it is a list entry. */
  top?: string;
}

/**
 * One issue for each name in `data` that `schema` does not know, at the name, saying the name it
 * was most likely meant to be, or else the names that object may use.
 */
export function unknownFieldIssues(
  schema: z.ZodType,
  data: unknown,
  { listEntry = false, top = listEntry ? 'this entry' : 'this file' }: KnownFieldsOptions = {},
): z.core.$ZodIssue[] {
  const root = closedJsonSchema(schema) as ShapeNode;
  return unknownNames(root, data as Json, [], root)
    .filter(({ at, name }) => !(listEntry && at.length === 0 && name === 'id'))
    .map(({ at, name, holder, fields }) => {
      const parent = at.at(-1);
      const of = parent === undefined ? top : typeof parent === 'number' ? 'this entry' : JSON.stringify(parent);
      const near = nearestMatch(name, [...fields, AWAITING_KEY]);
      const problem =
        near !== undefined
          ? `is not a field of ${of}: did you mean ${JSON.stringify(near)}?`
          : fields.length > 1
            ? `is not a field of ${of}, whose fields are ${listOfNames(fields)}: rename it to one of them, or delete it`
            : fields.length === 1
              ? `is not a field of ${of}, whose only field is ${listOfNames(fields)}: rename it, or delete it`
              : `is not a field of ${of}, which has none: delete it`;
      return {
        code: 'unrecognized_keys',
        keys: [name],
        path: [...at, name],
        input: holder,
        message: `${problem} (a name the site does not know is never shown)`,
      };
    });
}

/**
 * `data` without the names `schema` does not know: what the site reads of a file while a misspelt
 * name waits to be corrected (the translation record then never asks for the misspelt name).
 */
export function withoutUnknownNames(schema: z.ZodType, data: unknown): unknown {
  const root = closedJsonSchema(schema) as ShapeNode;
  const unknown = unknownNames(root, data as Json, [], root);
  if (unknown.length === 0) return data;
  const copy = structuredClone(data) as Json;
  for (const { at, name } of unknown) {
    const holder = at.reduce<Json | undefined>(
      (value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, Json>)[key] : undefined),
      copy,
    );
    if (isJsonObject(holder)) delete holder[name];
  }
  return copy;
}
