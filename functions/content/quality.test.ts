import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { type SubjectId, subjectIds, topicsBySubject } from '../../shared/domain/subjects.ts';
import { syllabusMap } from '../../shared/domain/syllabus-map/index.ts';
import { latexToText } from '../../shared/math/plain-math.ts';
import { keyText } from '../lib/educational/grading.ts';
import { contentBank } from './bank.ts';
import { sameNumbers, typedBack } from './checks.ts';
import { shapeOf } from './formats.ts';
import { approxEqual, createRng, parseNumbers } from './lib.ts';
import {
  type Exercise,
  type GeneratedExercise,
  type MultipleChoiceExercise,
  NONE_OF_THE_ABOVE,
  type NumericKey,
  type TrueFalseExercise,
} from './schema.ts';

/** Generated variants sampled per generator for the text rules (the answer checks run over 1,000). */
const SAMPLE_SEEDS = 150;

interface Item {
  id: string;
  question: string;
  options: string[];
  correctAnswer: number | boolean | null;
  explanation: string;
  /** The numbers the answer must show, when something recomputes it. */
  expected?: number[];
  /** What else a student reads: the parts' prompts and options. */
  more: string[];
  /** Typed keys with the value their check recomputes and the statement they belong to. */
  typed: { key: NumericKey; value: number; statement: string }[];
}

function writtenItem(exercise: Exercise): Item {
  const base = {
    id: exercise.id,
    question: exercise.question,
    explanation: exercise.explanation,
    more: [],
    typed: [],
  };
  switch (exercise.kind) {
    case 'multiple-choice': {
      const computed = exercise.check?.compute();
      return {
        ...base,
        options: exercise.options,
        correctAnswer: exercise.correctAnswer,
        expected: computed === undefined ? undefined : [computed].flat(),
      };
    }
    case 'true-false':
      return { ...base, options: [], correctAnswer: exercise.correctAnswer };
    case 'numeric': {
      const value = [exercise.check.compute()].flat()[0] as number;
      return {
        ...base,
        options: [],
        correctAnswer: null,
        typed: [{ key: exercise.answer, value, statement: exercise.question }],
      };
    }
    case 'multi-part': {
      const computed = exercise.check.compute();
      return {
        ...base,
        options: [],
        correctAnswer: null,
        more: exercise.parts.flatMap((part) => [
          part.prompt,
          ...(part.kind === 'multiple-choice' ? part.options : []),
        ]),
        typed: exercise.parts.flatMap((part, index) =>
          part.kind === 'numeric'
            ? [
                {
                  key: part.answer,
                  value: [computed[index] ?? Number.NaN].flat()[0] as number,
                  statement: `${exercise.question} ${part.prompt}`,
                },
              ]
            : [],
        ),
      };
    }
  }
}

function itemsOf(subject: SubjectId): Item[] {
  const content = contentBank[subject];
  const generated = content.generators.flatMap((generator) =>
    Array.from({ length: SAMPLE_SEEDS }, (_, index) => {
      const rng = createRng(index + 1);
      const params = generator.params(rng);
      const exercise: GeneratedExercise = generator.build(params, rng);
      return {
        id: `${generator.id}#${index + 1}`,
        ...exercise,
        expected: [generator.solve(params)].flat(),
        more: [],
        typed: [],
      };
    }),
  );
  return [...content.exercises.map(writtenItem), ...generated];
}

const textOf = (item: Item) => [item.question, ...item.options, ...item.more, item.explanation].join('\n');

/** The parts of a text inside `$…$` or `$$…$$`. */
function mathSegments(text: string): string[] {
  return [...text.matchAll(/\$\$([\s\S]+?)\$\$|\$([^$]+)\$/g)].map((m) => m[1] ?? m[2] ?? '');
}

/** An option's words and units, without its numbers: two options equal here and in numbers say the same. */
function wordsOf(option: string): string {
  return latexToText(option)
    .replace(/[-−]?\d[\d.,]*/g, '#')
    .replace(/[\s{}]/g, '')
    .toLowerCase();
}

function equivalent(a: string, b: string): boolean {
  const [x, y] = [parseNumbers(a), parseNumbers(b)];
  if (x.length === 0 || x.length !== y.length) return false;
  return x.every((value, index) => approxEqual(value, y[index] as number, 1e-6)) && wordsOf(a) === wordsOf(b);
}

const percent = (count: number, total: number) => Math.round((count / total) * 1000) / 10;

const ROUNDING = /redonde|aproxim|≈|\\approx|cifras? significativas|decimal|aprox\b|entero más cercano/i;

const PLURAL_UNITS =
  'días|horas|minutos|segundos|años|meses|semanas|metros|kilómetros|centímetros|litros|mililitros|gramos|kilogramos|moles|personas|alumnos|estudiantes|veces|vueltas|cifras|puntos';

describe.each(subjectIds)('quality of %s', (subject) => {
  const content = contentBank[subject];
  const items = itemsOf(subject);
  const written = content.exercises;

  it('puts the right option of 4-option items in each position 20–30 % of the time', () => {
    const multiple = written.filter(
      (e): e is MultipleChoiceExercise => e.kind === 'multiple-choice' && e.options.length === 4,
    );
    const shares = [0, 1, 2, 3].map((position) =>
      percent(multiple.filter((e) => e.correctAnswer === position).length, multiple.length),
    );
    for (const share of shares) {
      expect(share, `shares by position: ${shares.join(' / ')} %`).toBeGreaterThanOrEqual(20);
      expect(share, `shares by position: ${shares.join(' / ')} %`).toBeLessThanOrEqual(30);
    }
  });

  it('makes 40–60 % of true/false items true', () => {
    const trueFalse = written.filter((e): e is TrueFalseExercise => e.kind === 'true-false');
    const share = percent(trueFalse.filter((e) => e.correctAnswer === true).length, trueFalse.length);
    expect(share).toBeGreaterThanOrEqual(40);
    expect(share).toBeLessThanOrEqual(60);
  });

  it('never offers two options that say the same thing', () => {
    const clashes: string[] = [];
    for (const item of items) {
      item.options.forEach((a, i) => {
        item.options.slice(i + 1).forEach((b) => {
          if (equivalent(a, b)) clashes.push(`${item.id}: "${a}" ≡ "${b}"`);
        });
      });
    }
    expect(clashes).toEqual([]);
  });

  it('makes the closing option of five the key in about one item in five, and spreads the other keys over A to D', () => {
    const five = written.filter(
      (e): e is MultipleChoiceExercise => e.kind === 'multiple-choice' && e.options.length === 5,
    );
    if (five.length === 0) return;
    const shares = [0, 1, 2, 3, 4].map((position) =>
      percent(five.filter((e) => e.correctAnswer === position).length, five.length),
    );
    const said = `shares A–D and «Ninguna…»: ${shares.join(' / ')} %`;
    expect(shares[4], said).toBeGreaterThanOrEqual(15);
    expect(shares[4], said).toBeLessThanOrEqual(25);
    for (const share of shares.slice(0, 4)) {
      expect(share, said).toBeGreaterThanOrEqual(12);
      expect(share, said).toBeLessThanOrEqual(30);
    }
  });

  it('never gives the closing option away: when it is the key, the four written options are wrong answers shaped like the others, and the solution says so', () => {
    const giveaways: string[] = [];
    for (const exercise of written) {
      if (
        exercise.kind !== 'multiple-choice' ||
        exercise.options.length !== 5 ||
        exercise.correctAnswer !== 4
      )
        continue;
      const four = exercise.options.slice(0, 4);
      if (four.some((option) => parseNumbers(option).length === 0))
        giveaways.push(`${exercise.id}: an option without numbers`);
      four.forEach((option, index) => {
        const others = four.filter((_, other) => other !== index).map(shapeOf);
        if (!others.includes(shapeOf(option)))
          giveaways.push(`${exercise.id}: "${option}" is the odd one out`);
      });
      if (!exercise.explanation.includes(NONE_OF_THE_ABOVE))
        giveaways.push(`${exercise.id}: the solution does not name the key`);
    }
    expect(giveaways).toEqual([]);
  });

  it('writes every statement in voseo, as the course speaks', () => {
    // An order opening a sentence ("Calcula", "Halle"), or the tú of "puedes", is not how the course speaks.
    const imperative =
      /(?:^|[.:¿¡]\s*|\n)(?:calcule|determine|halle|resuelva|indique|exprese|escriba|elija|calcula|halla|resuelve|escribe|elige|determina|indica|expresa|simplifica|factoriza|redondea|usa|considera|completa)\b/i;
    const tu = /\b(?:tú|tienes|puedes|sabes|debes|quieres|necesitas)\b/i;
    const tuteo = items
      .filter((item) => {
        const text = textOf(item).replace(/\$[^$]*\$/g, ' ');
        return imperative.test(text) || tu.test(text);
      })
      .map((item) => item.id.split('#')[0]);
    expect([...new Set(tuteo)]).toEqual([]);
  });

  it('writes every formula so that KaTeX typesets it', () => {
    const broken: string[] = [];
    const typeset = new Set<string>();
    for (const item of items)
      for (const math of mathSegments(textOf(item))) {
        if (typeset.has(math)) continue;
        typeset.add(math);
        try {
          katex.renderToString(math, { throwOnError: true, strict: 'ignore', trust: false });
        } catch (error) {
          broken.push(`${item.id}: $${math}$ (${(error as Error).message.slice(0, 80)})`);
        }
      }
    expect(broken).toEqual([]);
  }, 60_000);

  it('offers only physically and chemically possible values', () => {
    const impossible: string[] = [];
    for (const item of items) {
      for (const option of item.options) {
        const plain = latexToText(option);
        const flag = (why: string) => impossible.push(`${item.id}: "${option}" (${why})`);
        if (/[-−]\s*\d[\d.,]*\s*(Pa|kPa|hPa|atm|mmHg|bar)\b/.test(plain)) flag('negative pressure');
        if (/[-−]\s*\d[\d.,]*\s*K\b/.test(plain)) flag('negative absolute temperature');
        if (/[-−]\s*\d[\d.,]*\s*(kg|g|mol|L|mL)\b/.test(plain)) flag('negative amount');
        const numbers = parseNumbers(option);
        if (/ángulo de refracción/i.test(item.question) && /°/.test(plain) && numbers.some((n) => n >= 90)) {
          flag('refraction angle ≥ 90°');
        }
        if (/probabilidad/i.test(item.question)) {
          if (/%/.test(plain) ? numbers.some((n) => n > 100) : numbers.some((n) => n > 1 || n < 0)) {
            flag('probability outside [0, 1]');
          }
        }
        if (
          /rendimiento|eficiencia/i.test(item.question) &&
          /%/.test(plain) &&
          numbers.some((n) => n > 100)
        ) {
          flag('efficiency above 100 %');
        }
        if (/\d\s*(M|mol\/L)\b/.test(plain) && numbers.some((n) => n > 18))
          flag('concentration above solubility');
      }
    }
    expect(impossible).toEqual([]);
  });

  it('states only possible situations', () => {
    const impossible: string[] = [];
    for (const item of items) {
      const text = textOf(item);
      const fields = [item.question, ...item.options, item.explanation];
      // Thousands are written 40.320: a number is digits and dots, without spaces.
      if (fields.some((field) => /\d{11,}/.test(field.replace(/(\d)\.(?=\d{3})/g, '$1'))))
        impossible.push(`${item.id}: an 11-digit number`);
      const podium = text.match(/podio de los (\d+)/);
      if (podium && podium[1] !== '3') impossible.push(`${item.id}: a podium of ${podium[1]}`);
      const codes = text.match(/(\d+) cifras distintas[^?]*?con (\d+) dígitos/);
      if (codes && Number(codes[2]) > 10) impossible.push(`${item.id}: ${codes[2]} different digits`);
    }
    expect(impossible).toEqual([]);
  });

  it('agrees in number: "1 día", never "1 días"', () => {
    const pattern = new RegExp(`(?<![\\d.,])\\b1 (${PLURAL_UNITS})\\b`);
    const wrong = items.filter((item) => pattern.test(textOf(item))).map((item) => item.id);
    expect(wrong).toEqual([]);
  });

  it('says so in the statement whenever the answer shown is rounded', () => {
    const unstated: string[] = [];
    for (const item of items) {
      if (!item.expected || typeof item.correctAnswer !== 'number') continue;
      // The closing option of five shows no number: the four written ones are all wrong.
      if (item.options[item.correctAnswer] === NONE_OF_THE_ABOVE) continue;
      const correct = item.options[item.correctAnswer] ?? '';
      const shown = parseNumbers(correct);
      const exact = sameNumbers(shown, item.expected, 1e-9);
      if (!exact && !ROUNDING.test(item.question) && !ROUNDING.test(correct)) {
        unstated.push(`${item.id}: shows "${correct}" for ${item.expected.join(', ')}`);
      }
    }
    for (const item of items)
      for (const { key, value, statement } of item.typed) {
        const shown = keyText(key);
        const exact = sameNumbers(parseNumbers(typedBack(shown)), [value], 1e-9) || /\d\/\d/.test(shown);
        if (!exact && !ROUNDING.test(statement) && !ROUNDING.test(shown))
          unstated.push(`${item.id}: the typed key "${shown}" rounds ${value}`);
      }
    expect(unstated).toEqual([]);
  });

  it('writes sen and tg, never sin or tan, in every formula a student reads', () => {
    const english: string[] = [];
    const texts = [
      ...items.map((item) => [item.id, textOf(item)] as const),
      ...content.miniClasses.map((m) => [m.id, [m.body, ...m.examples].join('\n')] as const),
    ];
    for (const [id, text] of texts) {
      const inMath = mathSegments(text).some((math) =>
        /\\(?:sin|tan|arcsin|arctan)\b|(?<![a-zA-Z\\])(?:sin|tan)(?![a-zA-Z])/.test(math),
      );
      const outside = text.replace(/\$\$[\s\S]+?\$\$|\$[^$]+\$/g, ' ');
      if (inMath || /\b(?:sin|tan)\s*\(|\b(?:sin|tan)\s*[θαβφ]/.test(outside)) english.push(id);
    }
    expect(english).toEqual([]);
  });

  it('numbers each worked example once: the pages number them, the examples do not', () => {
    const numbered = content.miniClasses.flatMap((m) =>
      m.examples.filter((example) => /^\s*Ejemplo\s*\d/i.test(example)).map(() => m.id),
    );
    expect([...new Set(numbered)]).toEqual([]);
  });

  it('tags every written item, generator and mini class with subtopics of its topic in the map', () => {
    const map = syllabusMap[subject];
    const subtopicsOf = (topic: string) =>
      new Set(map.find((entry) => entry.topic === topic)?.subtopics.map((s) => s.id) ?? []);
    const untagged = [
      ...written.filter((e) => !e.subtopic || !subtopicsOf(e.topic).has(e.subtopic)).map((e) => e.id),
      ...content.generators
        .filter((g) => !g.subtopic || !subtopicsOf(g.topic).has(g.subtopic))
        .map((g) => g.id),
      ...content.miniClasses
        .filter((m) => !m.subtopics?.length || m.subtopics.some((s) => !subtopicsOf(m.topic).has(s)))
        .map((m) => m.id),
    ];
    expect(untagged).toEqual([]);
  });

  it('has at least 15 hard written items and 2 generators (one hard) in every topic', () => {
    for (const topic of topicsBySubject[subject]) {
      const hard = written.filter((e) => e.topic === topic && e.difficulty === 'dificil');
      const generators = content.generators.filter((g) => g.topic === topic);
      expect(hard.length, `${topic} hard items`).toBeGreaterThanOrEqual(15);
      expect(generators.length, `${topic} generators`).toBeGreaterThanOrEqual(2);
      expect(
        generators.some((g) => g.difficulty === 'dificil'),
        `${topic} hard generator`,
      ).toBe(true);
    }
  });
});

describe('the bank as a whole', () => {
  it('has at least 60 generators', () => {
    const total = subjectIds.reduce((sum, subject) => sum + contentBank[subject].generators.length, 0);
    expect(total).toBeGreaterThanOrEqual(60);
  });

  it('prints fractions without ambiguity when a formula becomes plain text (booklets, tutor)', () => {
    expect(latexToText(String.raw`\frac{a+b}{c}`)).toBe('(a+b)/c');
    expect(latexToText(String.raw`\frac{1}{x-2}`)).toBe('1/(x-2)');
    expect(latexToText(String.raw`\frac{3}{4}`)).toBe('3/4');
  });
});
