import { miniClassRoute } from '../../shared/api/routes/educational.ts';
import { config } from '../lib/config.ts';
import { miniClass } from '../lib/educational/bank-lookup.ts';
import { formulaSheet } from '../lib/formula-sheet.ts';
import { createHandler } from '../lib/http.ts';

config();

export const handler = createHandler(
  miniClassRoute,
  async ({ params }) => ({
    data: miniClass(params.subject, params.id),
  }),
  { typeset: formulaSheet },
);
