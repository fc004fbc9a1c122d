import { z } from 'zod';

/**
 * The facts-awaiting-confirmation marker (src/lib/shared/confirmation.ts) as a content schema field:
 * collections keep it so pages can ask isConfirmed().
 */
export const awaitingConfirmationField = z
  .record(z.string().min(1), z.string().min(10, 'say what to confirm in a sentence'))
  .optional()
  .describe(
    "Facts awaiting an editor's confirmation: field name -> what to confirm. Delete a line once the fact is confirmed.",
  );
