import { subjectDetailRoute } from '../../shared/api/routes/educational.ts';
import { config } from '../lib/config.ts';
import { subjectForStudent } from '../lib/educational/student-exercises.ts';
import { createHandler } from '../lib/http.ts';

config();

export const handler = createHandler(subjectDetailRoute, async ({ params, session }) => ({
  data: await subjectForStudent(session.userId, params.subject),
}));
