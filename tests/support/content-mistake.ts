import type { z } from 'zod';
import { parseContent } from '../../src/schemas/parse.ts';

/** The message parseContent throws for `data`, or '' when it passes. */
export function contentMistake(schema: z.ZodType, data: unknown, file = 'content/x.json'): string {
  try {
    parseContent(schema, data, file);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}
