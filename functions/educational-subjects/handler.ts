import { subjectListRoute } from '../../shared/api/routes/educational.ts';
import { config } from '../lib/config.ts';
import { subjectsForStudent } from '../lib/educational/subject-list.ts';
import { createHandler } from '../lib/http.ts';

config();

export const handler = createHandler(subjectListRoute, async ({ session }) =>
  subjectsForStudent(session.userId),
);
