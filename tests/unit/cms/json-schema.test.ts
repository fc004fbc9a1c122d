/** Content schemas as JSON Schema with the build's messages (src/lib/node/cms/json-schema.ts). */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IMAGE_PATTERN, jsonSchemaWithMessages } from '../../../src/lib/node/cms/index.ts';
import { imagePath } from '../../../src/schemas/fields.ts';

describe('JSON Schema with the build’s messages', () => {
  it('a text with limits carries the message zod gives for each broken rule', () => {
    const schema = z.object({
      title: z.string().min(3, 'At least three').max(10, 'At most ten'),
      slug: z.string().regex(/^[a-z]+$/, 'Lower-case letters'),
      plain: z.string(),
    });
    const json = jsonSchemaWithMessages(schema);
    expect(json.properties?.title?.['x-messages']).toEqual({ tooLong: 'At most ten', tooShort: 'At least three' });
    expect(json.properties?.slug?.['x-messages']).toEqual({ pattern: 'Lower-case letters' });
    expect(json.properties?.plain?.['x-messages']).toBeUndefined();
  });

  it('a date read from text is a date string (the editor offers a date picker)', () => {
    const json = jsonSchemaWithMessages(z.object({ lastUpdated: z.coerce.date() }));
    expect(json.properties?.lastUpdated).toMatchObject({ type: 'string', format: 'date' });
  });

  it('the image pattern is the one imagePath() writes', () => {
    expect(IMAGE_PATTERN).toBeDefined();
    expect(jsonSchemaWithMessages(z.object({ image: imagePath() })).properties?.image?.pattern).toBe(IMAGE_PATTERN);
  });
});
