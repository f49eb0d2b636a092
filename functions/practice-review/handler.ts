import { reviewRoute } from '../../shared/api/routes/practice.ts';
import { config } from '../lib/config.ts';
import { formulaSheet } from '../lib/formula-sheet.ts';
import { createHandler } from '../lib/http.ts';
import { todaysReview } from '../lib/learning-loop/review.ts';

config();

export const handler = createHandler(
  reviewRoute,
  async ({ session }) => ({
    review: await todaysReview(session),
  }),
  { typeset: formulaSheet },
);
