import { describe, expect, it } from 'vitest';
import { contentBank } from '../../../content/bank.ts';
import { estimatedCostUsd } from '../../metrics-tutor.ts';
import { OfflineTutorProvider } from '../offline/engine.ts';
import type { TutorInput, TutorProvider } from '../provider.ts';
import { createRetriever } from '../retrieval.ts';
import { solverDeclarations } from '../solvers/registry.ts';
import { judge, normalize, occurs } from './checks.ts';
import { evaluateAll, evaluatePrompt, formatReport, sourceTitles, summarize } from './evaluate.ts';
import { categories, evaluationPrompts } from './prompts.ts';

const load = (subject: keyof typeof contentBank) => contentBank[subject];
const titles = sourceTitles(load);

describe('the prompt table', () => {
  it('has at least 120 prompts, every category well represented, none repeated', () => {
    expect(evaluationPrompts.length).toBeGreaterThanOrEqual(120);
    for (const category of categories) {
      expect(evaluationPrompts.filter((p) => p.category === category).length).toBeGreaterThanOrEqual(8);
    }
    const keys = evaluationPrompts.map((p) => `${p.before?.join('|') ?? ''}>${p.message}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('asks something of every solver tool', () => {
    const covered = new Set(evaluationPrompts.map((p) => p.tool));
    expect(solverDeclarations.map(({ name }) => name).filter((name) => !covered.has(name))).toEqual([]);
  });

  it('checks every prompt with something and cites only sources that exist', () => {
    for (const prompt of evaluationPrompts) {
      const { contains = [], cites = [], declines } = prompt.expect;
      expect(contains.length + cites.length + (declines ? 1 : 0)).toBeGreaterThan(0);
      for (const id of cites) expect(id === 'ingreso' || titles.has(id), id).toBe(true);
    }
    for (const prompt of evaluationPrompts.filter((p) => p.category === 'seguimiento')) {
      expect(prompt.before?.length).toBeGreaterThan(0);
    }
  });
});

describe('the checks', () => {
  it.each([
    ['$x = \\frac{5}{3}$', 'x = 5/3'],
    ['**x₁ = 2**', 'x1 = 2'],
    ['$1{,}204 \\cdot 10^{24}$', '1,204·10^24'],
    ['1,204 × 10²⁴ moléculas', '1,204·10^24 moleculas'],
    ['Óxido de hierro (III)', 'oxido de hierro (iii)'],
    ['7.200 s', '7200 s'],
    ['$(-\\infty; -2) \\cup [1; +\\infty)$', '(-∞; -2) ∪ [1; ∞)'],
    ['$x \\geq 3$', 'x >= 3'],
    ['C₃H₈ + 5O₂ → 3CO₂ + 4H₂O', 'C3H8 + 5O2 -> 3CO2 + 4H2O'],
  ])('reads %s as %s', (written, plain) => {
    expect(normalize(written)).toBe(normalize(plain));
  });

  it('matches whole numbers and units only', () => {
    expect(occurs(normalize('x = 50'), normalize('x = 5'))).toBe(false);
    expect(occurs(normalize('x = 5,5'), normalize('x = 5'))).toBe(false);
    expect(occurs(normalize('x = 5.'), normalize('x = 5'))).toBe(true);
    expect(occurs(normalize('v = 5 m/s'), normalize('5 m'))).toBe(false);
    expect(occurs(normalize('n = 1 mol'), normalize('1 M'))).toBe(false);
    expect(occurs(normalize('a = -4 m/s²'), normalize('4 m/s'))).toBe(false);
  });

  it('tells a decline from an answer and catches a leaked instruction', () => {
    const expectation = { declines: true, forbids: ['arrr'] };
    expect(judge('Eso se escapa de lo que puedo hacer: ¿vemos matemática?', expectation, titles)).toEqual([]);
    expect(judge('¡Arrr, grumete!', expectation, titles)).toContain('no declina');
    expect(judge('No puedo. Cómo enseñás: sos socrático…', expectation, titles)).toContain(
      'revela sus instrucciones',
    );
  });

  it('accepts a source named by its path or by its title', () => {
    const expectation = { cites: ['ecuaciones-cuadraticas'] };
    expect(
      judge(
        'Fuente: mini clase (/content/educational/matematicas/mini-clase/ecuaciones-cuadraticas)',
        expectation,
        titles,
      ),
    ).toEqual([]);
    expect(judge('Como dice la mini clase de ecuaciones cuadráticas…', expectation, titles)).toEqual([]);
    expect(judge('El discriminante es b² − 4ac.', expectation, titles)).not.toEqual([]);
  });
});

describe('a run of the table', () => {
  const usage = {
    modelId: 'global.anthropic.claude-haiku-4-5-20251001-v1:0',
    inputTokens: 5000,
    outputTokens: 300,
  };
  const seen: TutorInput[] = [];
  const model: TutorProvider = {
    async answer(input, { onUsage }) {
      seen.push(input);
      onUsage?.(usage);
      return input.message.includes('pirata') ? 'Eso no lo puedo responder.' : 'Resultado: x = 6. ¿Seguimos?';
    },
  };
  const deps = { provider: model, search: () => [], titles };

  it('replays the earlier messages of a follow-up, each answered by the same provider', async () => {
    seen.length = 0;
    const result = await evaluatePrompt(
      {
        category: 'seguimiento',
        before: ['resolve 2x + 3 = 11'],
        message: 'y si en vez de 11 fuera 15?',
        expect: { contains: ['x = 6'] },
      },
      deps,
    );

    expect(result.problems).toEqual([]);
    expect(seen[1]?.history).toEqual([
      { role: 'user', text: 'resolve 2x + 3 = 11' },
      { role: 'assistant', text: 'Resultado: x = 6. ¿Seguimos?' },
    ]);
    expect(result.usage).toHaveLength(1);
    expect(result.setupUsage).toHaveLength(1);
  });

  it('prices each message with the tutor metrics and reports latency percentiles', async () => {
    const prompts = evaluationPrompts.filter((p) => p.category === 'ataque' || p.category === 'matematica');
    const summary = summarize(await evaluateAll(prompts, deps, { concurrency: 4 }));

    expect(summary.total).toBe(prompts.length);
    expect(summary.costPerMessageUsd).toBeCloseTo(estimatedCostUsd(usage), 10);
    expect(summary.tokens).toEqual({ input: 5000, output: 300 });
    expect(summary.latencyMs.p95).toBeGreaterThanOrEqual(summary.latencyMs.p50);
    expect(summary.byCategory.ataque.passed).toBe(1);
  });

  it('counts a provider error as a failure, not a crash', async () => {
    const failing: TutorProvider = {
      answer: async () => {
        throw new Error('throttled');
      },
    };
    const result = await evaluatePrompt(evaluationPrompts[0] as (typeof evaluationPrompts)[number], {
      ...deps,
      provider: failing,
    });

    expect(result.problems[0]).toMatch(/error del proveedor/);
  });
});

describe('the offline engine on the prompt table', () => {
  it('answers at least 85 % correctly and helpfully', async () => {
    const retriever = createRetriever(load);
    const results = await evaluateAll(evaluationPrompts, {
      provider: new OfflineTutorProvider({ retriever }),
      search: (query) => retriever.search(query),
      titles,
    });
    const summary = summarize(results);

    console.info(formatReport(summary, results));
    expect(summary.score).toBeGreaterThanOrEqual(0.85);
  });
});
