import type { ConverseCommandInput, Message } from '@aws-sdk/client-bedrock-runtime';
import { describe, expect, it } from 'vitest';
import { contentBank } from '../../functions/content/bank.ts';
import { converseInput } from '../../functions/lib/tutor/bedrock/bedrock-provider.ts';
import { SOLVE_TOOL, toolResults } from '../../functions/lib/tutor/bedrock/tool-use.ts';
import type { TutorTurn } from '../../functions/lib/tutor/provider.ts';
import { createRetriever } from '../../functions/lib/tutor/retrieval.ts';
import { solveProblem } from '../../functions/lib/tutor/solvers/solve-problem.ts';
import { routeList } from '../../shared/api/routes.ts';
import {
  assumptions,
  quotas,
  routeFigures,
  routeLoads,
  routeThrottle,
  studentCounts,
  totals,
  tutorAssumptions,
  tutorMessage,
  tutorReservedConcurrency,
} from './model.ts';

describe('the capacity model', () => {
  it('has a load for every route of the route table, and none for a route that is gone', () => {
    expect(Object.keys(routeLoads).sort()).toEqual(routeList.map((route) => route.name).sort());
  });

  it('grows linearly with students', () => {
    const [small, , large] = studentCounts.map(totals);
    expect(large?.peakRps).toBeCloseTo((small?.peakRps ?? 0) * 1000, 6);
    expect(large?.peakWriteUnitsPerSecond).toBeCloseTo((small?.peakWriteUnitsPerSecond ?? 0) * 1000, 6);
  });

  it('puts the exam-morning burst on the login routes only', () => {
    const figures = routeFigures(100_000);
    const login = figures.find((f) => f.route === 'auth-send-verification');
    const verify = figures.find((f) => f.route === 'educational-verify');
    expect(login?.burstRps).toBeCloseTo((login?.peakRps ?? 0) * assumptions.loginBurst, 9);
    expect(verify?.burstRps).toBe(verify?.peakRps);
  });

  it('throttles each route above its modelled burst, never below the floor a handful of clients cannot exhaust', () => {
    for (const students of studentCounts) {
      for (const figure of routeFigures(students)) {
        const throttle = routeThrottle(figure.route, students);
        expect(throttle.rate).toBeGreaterThanOrEqual(Math.max(assumptions.minThrottleRps, figure.burstRps));
        expect(throttle.burst).toBe(throttle.rate * 2);
      }
    }
  });

  it('says what a student costs a month, the tutor most of it', () => {
    const { monthlyCostPerStudent: cost } = totals(100_000);
    expect(cost.total).toBeGreaterThan(0);
    expect(cost.bedrock / cost.total).toBeGreaterThan(0.5);
  });

  it('asks for quotas at least as large as the modelled peak', () => {
    const { peakLambdaConcurrency, peakRps } = totals(1_000_000);
    const asked = quotas(1_000_000);
    expect(asked.lambdaConcurrentExecutions).toBeGreaterThanOrEqual(peakLambdaConcurrency);
    expect(asked.apiGatewayRps).toBeGreaterThanOrEqual(peakRps);
  });

  it('reserves tutor concurrency only for stages a new account can hold', () => {
    expect(tutorReservedConcurrency(1_000)).toBeUndefined();
    expect(tutorReservedConcurrency(100_000)).toBeGreaterThanOrEqual(5);
  });
});

describe("the tutor's share of the model, held to what the code sends", () => {
  const t = tutorAssumptions;
  const tokens = (chars: number) => chars / t.charsPerToken;

  /** A Converse request's text as the model reads it: system prompt, tool specs, every message block. */
  function requestChars(request: ConverseCommandInput): { prefix: number; total: number } {
    const system = (request.system ?? []).reduce((sum, block) => sum + (block.text?.length ?? 0), 0);
    const prefix = system + JSON.stringify(request.toolConfig?.tools ?? []).length;
    const blocks = (request.messages ?? []).flatMap((message) => message.content ?? []);
    const body = blocks.reduce(
      (sum, block) =>
        sum +
        (block.text?.length ?? 0) +
        (block.toolUse ? JSON.stringify(block.toolUse.input).length : 0) +
        (block.toolResult?.content ?? []).reduce((inner, part) => inner + (part.text?.length ?? 0), 0),
      0,
    );
    return { prefix, total: prefix + body };
  }
  const inputTokens = (request: ConverseCommandInput) =>
    tokens(requestChars(request).total) + t.toolUseSystemTokens;

  // A student's thread as the tutor keeps it: a problem answered by the solvers, then a question on it.
  const solved = solveProblem('Resolvé 2x + 3 = 11');
  const history: TutorTurn[] = [
    { role: 'user', text: 'Resolvé 2x + 3 = 11' },
    { role: 'assistant', text: solved.text },
    { role: 'user', text: '¿Y cómo verifico que está bien?' },
    {
      role: 'assistant',
      text: 'Para verificar, reemplazá $x$ por el valor que encontraste en la ecuación original y hacé las cuentas en cada miembro por separado. Con $x = 4$: el primer miembro queda $2 \\cdot 4 + 3 = 8 + 3 = 11$, y el segundo ya es $11$. Como los dos miembros dan lo mismo, $x = 4$ es solución. Si te hubiera dado distinto, el error está en algún pasaje: revisá sobre todo los signos cuando pasás un término de un miembro al otro, que es donde más se equivoca todo el mundo. ¿Probás vos con $3x - 5 = 10$ y me contás qué te da?',
    },
  ];
  // What the model answers: a concept, a problem to explain (with the solvers' certain reply beside
  // it), a follow-up said in context, study advice.
  const messages = [
    'No entiendo bien qué es la molaridad y cómo se calcula, ¿me explicás?',
    'Explicame cómo se resuelve: un auto parte del reposo y acelera a 2 m/s² durante 5 s, ¿qué distancia recorre?',
    '¿Y si la aceleración fuera de 3 m/s²?',
    '¿Qué temas de física entran en el ingreso y cómo me conviene estudiarlos?',
  ];
  const retriever = createRetriever((subject) => contentBank[subject]);
  const request = (message: string) =>
    converseInput(
      'global.anthropic.claude-haiku-4-5',
      { message, history, passages: retriever.search(message) },
      { promptCaching: true },
      { solution: solveProblem(message) },
    );

  it('counts the first call as the model does, within 5 %', () => {
    const counted = messages.map((message) => inputTokens(request(message)));
    const mean = counted.reduce((sum, value) => sum + value, 0) / counted.length;
    expect(Math.abs(t.callInputTokens - mean) / mean).toBeLessThanOrEqual(0.05);
  });

  it('counts the tool round as the model does, within 5 %', () => {
    const problem = 'Un auto parte del reposo y acelera a 3 m/s² durante 5 s, ¿qué distancia recorre?';
    const first = request('¿Y si la aceleración fuera de 3 m/s²?');
    const asking: Message = {
      role: 'assistant',
      content: [
        { text: 'Lo calculo con el solucionador.' },
        { toolUse: { toolUseId: 't1', name: SOLVE_TOOL, input: { problem } } },
      ],
    };
    const second = {
      ...first,
      messages: [
        ...(first.messages ?? []),
        asking,
        { role: 'user' as const, content: toolResults(asking.content ?? [], solveProblem) },
      ],
    };
    const counted = inputTokens(second);
    expect(Math.abs(t.toolRoundInputTokens - counted) / counted).toBeLessThanOrEqual(0.05);
  });

  it('counts nothing as cached while the stable prefix is under the smallest Bedrock caches', () => {
    const prefix = tokens(requestChars(request(messages[0] as string)).prefix) + t.toolUseSystemTokens;
    expect(prefix).toBeLessThan(t.cacheMinimumTokens);
    expect(t.cachedInputTokens).toBe(0);
  });

  it('keeps the tutor within US$ 0.10 a student-month and 20 million tokens a minute at a million students', () => {
    const { bedrockTokensPerMinute, monthlyCostPerStudent } = totals(1_000_000);
    expect(monthlyCostPerStudent.bedrock).toBeLessThanOrEqual(0.1);
    expect(bedrockTokensPerMinute).toBeLessThanOrEqual(20_000_000);
  });

  it('counts a model call per message the solvers do not answer, and a second for a tool round', () => {
    const { calls } = tutorMessage();
    expect(calls).toBeCloseTo((1 - t.directShare) * (1 + t.toolRoundShare), 9);
    expect(routeLoads['chat-tutor']?.bedrockCalls).toBe(calls);
  });
});
