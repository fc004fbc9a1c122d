/**
 * Content schemas as JSON Schema for the content editor: the zod schema of each content file
 * converted the way `npm run schemas` converts it (input side, draft-07), with the build's own
 * message for each length or format rule attached as `x-messages`. The message is what the schema
 * answers for a value that breaks the rule, so it cannot drift from the build's.
 */
import { z } from 'zod';
import { imagePath } from '../../../schemas/fields.ts';

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
  /** A value the content loader sets, never written in the file (an entry's `position`). */
  readOnly?: boolean;
  'x-messages'?: FieldMessages;
  /** A text field the build accepts empty ("": no value yet), see jsonSchemaWithMessages. */
  'x-accepts-empty'?: boolean;
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
  // Cast kept: zod types its output as any JSON Schema ({ [key]: unknown }); with these options
  // (draft-07, input side) it writes the keywords JsonSchema names, with the types it gives them.
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-07',
    override: ({ zodSchema, jsonSchema }) => {
      // A date the build reads from text (a legal page's lastUpdated): the editor offers a date picker.
      if (zodSchema._zod.def.type === 'date') Object.assign(jsonSchema, { type: 'string', format: 'date' });
      if (jsonSchema.type !== 'string') return;
      // Text the build also accepts empty (an offer without an end date, an unset service id): the
      // editor must not demand a value there (JSON Schema cannot say so where a refinement decides).
      if (z.safeParse(zodSchema, '').success) jsonSchema['x-accepts-empty'] = true;
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
export const IMAGE_PATTERN = jsonSchemaWithMessages(imagePath()).pattern;
