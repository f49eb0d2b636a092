import { describe, expect, it } from 'vitest';
import { contentBank } from '../../../content/bank.ts';
import { heldOutSet, tuningSet } from '../../../content/exam-style/index.ts';
import type { ExamStyleProblem } from '../../../content/exam-style/schema.ts';
import { answerOfflineDetailed } from '../offline/engine.ts';
import { createRetriever } from '../retrieval.ts';
import {
  examStyleMessage,
  formatExamStyleReport,
  HELD_OUT_TARGET,
  namedOption,
  scoreExamStyle,
  statedResult,
  statesKey,
  summarizeExamStyle,
} from './exam-style.ts';

/**
 * Held-out problems the offline engine states the key of, as measured at the last commit that moved it.
 * The target is 85 % (HELD_OUT_TARGET); raise this floor as solvers land, never lower it.
 */
const HELD_OUT_RIGHT_FLOOR = 74;

const base = {
  subject: 'fisica' as const,
  subtopic: 'mecanica.cinematica',
  modelledOn: ['utn'],
  difficulty: 'facil' as const,
  solution: 'una solución escrita para la prueba',
};

const numeric = {
  ...base,
  id: 'exs-fis-901',
  format: 'numeric',
  statement: 'Un auto recorre 150 km en 2 h. ¿Cuál es su velocidad media?',
  answer: { value: 75, unit: 'km/h', tolerance: { absolute: 0.01 }, text: '75 km/h' },
  check: () => 75,
} satisfies ExamStyleProblem;

const options = {
  ...base,
  id: 'exs-fis-902',
  format: 'five-options',
  statement: 'Un auto recorre 150 km en 2 h. Su velocidad media es:',
  options: ['50 km/h', '75 km/h', '300 km/h', '150 km/h', 'Ninguna respuesta anterior es correcta'],
  answer: { option: 1 },
} satisfies ExamStyleProblem;

const parts = {
  ...base,
  subject: 'matematicas',
  subtopic: 'funciones.cuadratica',
  id: 'exs-mat-903',
  format: 'multi-part',
  statement: 'Dada f(x) = x² − 4:',
  parts: [
    { label: 'a', prompt: 'Hallá sus raíces.', answer: { kind: 'expression', text: 'x = −2 y x = 2' } },
    {
      label: 'b',
      prompt: 'Hallá f(3).',
      answer: { kind: 'numeric', value: 5, unit: '', tolerance: { absolute: 0.001 }, text: '5' },
    },
  ],
  check: () => [[-2, 2], [5]],
} satisfies ExamStyleProblem;

const open = {
  ...base,
  subject: 'quimica',
  subtopic: 'nomenclatura.oxoacidos',
  id: 'exs-qui-904',
  format: 'open',
  statement: 'Escribí el nombre tradicional y el sistemático del HNO₃.',
  answer: { text: 'Ácido nítrico; trioxonitrato (V) de hidrógeno' },
} satisfies ExamStyleProblem;

describe('the exam-style messages', () => {
  it('appends the options as A) … E) and the parts as a) … d)', () => {
    expect(examStyleMessage(options)).toBe(
      'Un auto recorre 150 km en 2 h. Su velocidad media es:\nA) 50 km/h\nB) 75 km/h\nC) 300 km/h\nD) 150 km/h\nE) Ninguna respuesta anterior es correcta',
    );
    expect(examStyleMessage(parts)).toBe('Dada f(x) = x² − 4:\na) Hallá sus raíces.\nb) Hallá f(3).');
    expect(examStyleMessage(numeric)).toBe(numeric.statement);
  });

  it('prints a part written with its own label once', () => {
    const labelled = {
      ...parts,
      parts: parts.parts.map((part) => ({ ...part, prompt: `${part.label}) ${part.prompt}` })),
    };
    expect(examStyleMessage(labelled)).toBe(examStyleMessage(parts));
  });
});

describe('statesKey', () => {
  it('reads the stated result, not the data or the steps', () => {
    const reply =
      '## MRU\n\n**Datos:** d = 150 km; t = 2 h.\n\n1. $v = 150/2 = 75$ km/h.\n\n**v = 75 km/h**\n\n¿Y el doble?';
    expect(statedResult(reply)).toBe('**v = 75 km/h**');
    expect(statesKey(numeric, reply)).toBe(true);
    expect(statesKey(numeric, reply.replace('**v = 75 km/h**', '**v = 80 km/h**'))).toBe(false);
    expect(statesKey(numeric, '## MRU\n\n**Datos:** v = 75 km/h.\n\n¿Qué te piden?')).toBe(false);
  });

  it("does not take the exercise a passage suggests next as the reply's result", () => {
    const passage =
      '## MRU\n\nLa velocidad media es la distancia sobre el tiempo.\n\n*Fuente: mini clase «MRU».*\n\n' +
      '**Para practicar:** probá el ejercicio fis-mru-004: «Un auto recorre 150 km en 2 h; su velocidad es 75 km/h…».';
    expect(statedResult(passage)).toBe('');
    expect(statesKey(numeric, passage)).toBe(false);
  });

  it('takes a five-options reply by the letter it names, or by the option it states', () => {
    expect(namedOption('La correcta es la **B)** 75 km/h.')).toBe(1);
    expect(statesKey(options, 'La correcta es la **B)** 75 km/h.')).toBe(true);
    expect(statesKey(options, 'La respuesta es la C.')).toBe(false);
    expect(statesKey(options, '**v = 75 km/h**')).toBe(true);
    expect(statesKey(options, '**v = 150 km/h**')).toBe(false);
  });

  it('wants every part of a multi-part problem', () => {
    expect(statesKey(parts, '**a) x = -2 y x = 2**\n**b) f(3) = 5**')).toBe(true);
    expect(statesKey(parts, '**a) x = -2 y x = 2**')).toBe(false);
  });

  it('reads a text key piece by piece', () => {
    expect(
      statesKey(open, '- Tradicional: **ácido nítrico**\n- Sistemática: **trioxonitrato (V) de hidrógeno**'),
    ).toBe(true);
    expect(statesKey(open, '- Tradicional: **ácido nítrico**')).toBe(false);
  });

  it('takes a physics magnitude stated with its sign', () => {
    const braking = {
      ...numeric,
      answer: { ...numeric.answer, value: 6.25, unit: 'm/s²', text: '6,25 m/s²' },
    };
    expect(statesKey(braking, '**a = -6,25 m/s²**')).toBe(true);
  });
});

describe('a run of one half', () => {
  it('counts a sure reply that misses the key as a wrong result, and an unsure one as not', async () => {
    const results = await scoreExamStyle([numeric, options], (message) =>
      message.includes('A)')
        ? { text: '**v = 150 km/h**', certain: true }
        : { text: '¿Qué te piden?', certain: false },
    );
    const summary = summarizeExamStyle(results);

    expect(summary).toEqual({ total: 2, right: 0, score: 0, certain: 1, statesWrong: 1 });
    const report = formatExamStyleReport('prueba', results);
    expect(report).toContain('exs-fis-902 [five-options] EQUIVOCADA: esperaba «B) 75 km/h»');
    expect(report).not.toContain(options.statement);
  });

  it('keeps the halves apart: no problem in both', () => {
    const tuning = new Set(tuningSet.map((problem) => problem.id));
    expect(heldOutSet.filter((problem) => tuning.has(problem.id))).toEqual([]);
  });
});

describe('the offline engine on the held-out half', () => {
  it('never states a wrong result, and states the key of at least the measured share', async () => {
    // As `npm run tutor:eval` runs it: the course's passages for each message, the catalog's retriever.
    const retriever = createRetriever((subject) => contentBank[subject]);
    const results = await scoreExamStyle(heldOutSet, (message) =>
      answerOfflineDetailed({ message, passages: retriever.search(message) }, { retriever }),
    );
    const summary = summarizeExamStyle(results);

    console.info(formatExamStyleReport('Mitad reservada', results));
    expect(results.filter((result) => result.statesWrong).map((result) => result.id)).toEqual([]);
    expect(summary.right).toBeGreaterThanOrEqual(HELD_OUT_RIGHT_FLOOR);
    // The target: 85 % of the held-out half right.
    expect(summary.right / results.length).toBeGreaterThanOrEqual(HELD_OUT_TARGET);
  });
});
