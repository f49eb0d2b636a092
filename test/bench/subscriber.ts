import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../functions/lib/data/keys.ts';
import { localDynamoClient } from '../../infra/local/dynamodb.ts';
import { LOCAL_TABLE_NAME, type RunningStack } from '../../infra/local/stack.ts';

/** A page of the subscriber area the bench measures, at the address a student opens. */
export interface AreaPage {
  name: string;
  path: string;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function call(stack: RunningStack, method: 'GET' | 'POST', path: string, cookie = '', body?: unknown) {
  const response = await fetch(`${stack.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer: Answer = {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
  };
  if (response.status >= 400)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer.body)}`);
  return { ...answer, response };
}

async function mailedCode(stack: RunningStack, email: string): Promise<string> {
  for (let tries = 0; tries < 50; tries++) {
    const { emails } = (await (await fetch(`${stack.sesEndpoint}/store`)).json()) as {
      emails: { destination: { to: string[] }; body: { text?: string } }[];
    };
    const code = emails
      .filter((mail) => mail.destination.to.includes(email))
      .map((mail) => mail.body.text?.match(/^\s+(\d{6})$/m)?.[1])
      .find(Boolean);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code mailed to ${email}`);
}

type Listed = { id: string; tipo: string; pregunta: string; opciones: string[] };

/**
 * A student as the bench measures the area for: signed in through the real login (the code from the
 * local mailbox), paid up, with some weeks' worth of work in two subjects (answers right and wrong, a
 * daily goal, a simulator half answered), so every page has its real figures to show. Returns the
 * session cookie and the pages to open.
 */
export async function seedSubscriber(stack: RunningStack): Promise<{ cookie: string; pages: AreaPage[] }> {
  const email = `bench-${Date.now().toString(36)}@ingresa.test`;
  await call(stack, 'POST', '/api/auth/send-verification', '', { email, purpose: 'checkout' });
  const verified = await call(stack, 'POST', '/api/auth/verify-code', '', {
    email,
    code: await mailedCode(stack, email),
  });
  const userId = (verified.body.user as { id: string }).id;
  const cookie = verified.response.headers.getSetCookie()[0]?.split(';')[0] ?? '';

  const db = DynamoDBDocumentClient.from(localDynamoClient(stack.dynamoDbEndpoint));
  await db.send(
    new PutCommand({
      TableName: LOCAL_TABLE_NAME,
      Item: {
        ...keys.subscription(userId),
        subscriptionId: `bench-${userId}`,
        planId: 'annual',
        status: 'active',
        expirationDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        updatedAt: new Date().toISOString(),
      },
    }),
  );
  db.destroy();

  let withFormula: Listed | undefined;
  for (const subject of ['matematicas', 'fisica']) {
    const detail = await call(stack, 'GET', `/api/educational/${subject}`, cookie);
    const exercises = (detail.body.data as { ejercicios: Listed[] }).ejercicios.filter(
      (exercise) => exercise.tipo === 'opcion-multiple',
    );
    withFormula ??= exercises.find((exercise) => exercise.pregunta.includes('$'));
    // Every third exercise of the subject's first forty, the first option: some right, most wrong.
    for (const [index, exercise] of exercises.slice(0, 40).entries()) {
      if (index % 3 !== 0) continue;
      await call(stack, 'POST', `/api/educational/${subject}/ejercicios/${exercise.id}/verificar`, cookie, {
        respuesta: 0,
        timeSpent: 40 + index,
      });
    }
  }
  await call(stack, 'POST', '/api/practice/goal', cookie, { dailyGoal: 20, reminder: false });

  const created = await call(stack, 'POST', '/api/simulators/create', cookie, {
    subject: 'matematicas',
    difficulty: 'medio',
    numQuestions: 10,
    timeLimit: 30,
    selectedTopics: [],
    userId,
  });
  const simulatorId = (created.body.simulator as { id: string }).id;
  for (let questionIndex = 0; questionIndex < 3; questionIndex++)
    await call(stack, 'POST', `/api/simulators/${simulatorId}/answer`, cookie, {
      questionIndex,
      userAnswer: 0,
      timeSpent: 50,
    });

  if (!withFormula) throw new Error('no exercise with a formula to measure the exercise page on');
  return {
    cookie,
    pages: [
      { name: 'dashboard', path: '/content/dashboard' },
      { name: 'subject', path: '/content/educational/matematicas' },
      { name: 'exercise', path: `/content/educational/matematicas/ejercicio/${withFormula.id}` },
      { name: 'simulator player', path: `/content/simulador/${simulatorId}` },
      { name: 'statistics', path: '/content/estadisticas' },
    ],
  };
}
