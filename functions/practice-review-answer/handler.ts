import { reviewAnswerRoute } from '../../shared/api/routes/practice.ts';
import { config } from '../lib/config.ts';
import { formulaSheet } from '../lib/formula-sheet.ts';
import { createHandler } from '../lib/http.ts';
import { answerReview } from '../lib/learning-loop/review.ts';

config();

export const handler = createHandler(
  reviewAnswerRoute,
  async ({ session, params, body }) => ({
    result: await answerReview(session, params.item, body),
  }),
  { typeset: formulaSheet },
);
