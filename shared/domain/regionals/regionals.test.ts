import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { subjectIds } from '../subjects.ts';
import { syllabusMap } from '../syllabus-map/index.ts';
import { regionalsDoc } from './doc.ts';
import { fact, fromSeminario, gap, READ_ON, seminarioPlan } from './facts.ts';
import { factsOf } from './facts-of.ts';
import { frm } from './frm.ts';
import {
  calendarIntakes,
  examinedSubjects,
  missingSubtopics,
  type Regional,
  regionalById,
  regionals,
  type Source,
  subtopicWeights,
} from './index.ts';
import { isWebAddress, validateRegional, validateRegionals } from './validate.ts';

const here = import.meta.dirname;
const total = (weights: Record<string, number>) => Object.values(weights).reduce((sum, w) => sum + w, 0);

const aSource: Source = {
  url: 'https://example.org/ingreso',
  readOn: READ_ON,
  kind: 'regional',
  title: 'Una página de prueba',
};

/** A regional with nothing but the national fallback, to break one rule at a time. */
const bare = (overrides: Partial<Regional> = {}): Regional => ({
  id: 'frx',
  code: 'FRX',
  name: 'Facultad Regional de Prueba',
  city: 'Ciudad',
  careers: gap('Sin fuente.'),
  course: gap('Sin fuente.'),
  character: gap('Sin fuente.'),
  plans: [seminarioPlan()],
  universityLife: gap('Sin fuente.'),
  intakes: [],
  pastExams: [],
  ...overrides,
});

describe('the list of regionals', () => {
  it('is derived from the declaration files: every fr*.ts in the folder is listed once, under its own id', () => {
    const files = readdirSync(here)
      .filter((file) => /^fr[a-z]+\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();

    expect(regionals.map((r) => r.id).sort()).toEqual(files);
  });

  it('covers at least the ten largest regionals', () => {
    const ids = regionals.map((r) => r.id);

    expect(ids).toEqual(
      expect.arrayContaining(['frba', 'frc', 'frm', 'frlp', 'frr', 'frsn', 'frt', 'frh', 'frgp', 'frd']),
    );
  });

  it('holds every declaration to the rules: sourced or declared gaps, known subtopics, well-formed URLs', () => {
    expect(validateRegionals(regionals)).toEqual([]);
  });

  it('gives every regional at least one examined subject, and Química to none, since no source lists it', () => {
    for (const regional of regionals) {
      expect(examinedSubjects(regional), regional.id).not.toHaveLength(0);
      expect(examinedSubjects(regional), regional.id).not.toContain('quimica');
    }
  });

  it('gives every fact either a source or a note saying none was found', () => {
    for (const regional of regionals)
      for (const { path: at, fact: declared } of factsOf(regional))
        expect(declared.source !== null || declared.note.trim().length > 0, `${regional.id}.${at}`).toBe(
          true,
        );
  });

  it('finds a regional by id', () => {
    expect(regionalById('frm')).toBe(frm);
    expect(regionalById('nada')).toBeUndefined();
  });
});

describe('the rules catch what they are for', () => {
  it('a topic whose subtopic is not in the map, or that names neither a subtopic nor the gap', () => {
    const withTopics = (topics: Regional['plans'][number]['subjects'][number]['programme']) =>
      bare({
        plans: [
          seminarioPlan([
            {
              subject: 'matematicas',
              examined: fact(true, aSource),
              programme: topics,
              format: frm.plans[0]!.subjects[0]!.format,
            },
          ]),
        ],
      });
    const unit = (topic: object) => ({
      basis: 'regional' as const,
      coverage: fact('completo' as const, aSource),
      units: [{ title: 'Unidad', source: aSource, topics: [topic as never] }],
    });

    expect(
      validateRegional(withTopics(unit({ title: 'x', subtopics: ['algebra-basica.inventado'] }))),
    ).toEqual([expect.stringContaining('«algebra-basica.inventado» no es un subtema')]);
    expect(validateRegional(withTopics(unit({ title: 'x', subtopics: ['mecanica.cinematica'] })))).toEqual([
      expect.stringContaining('«mecanica.cinematica» no es un subtema de matematicas'),
    ]);
    expect(validateRegional(withTopics(unit({ title: 'x', subtopics: [] })))).toEqual([
      expect.stringContaining('ni missingSubtopic'),
    ]);
    expect(validateRegional(withTopics(unit({ title: 'x', missingSubtopic: 'Números complejos' })))).toEqual(
      [],
    );
  });

  it('a gap without a note, or with a value and no fallback', () => {
    expect(validateRegional(bare({ course: { value: null, source: null, note: ' ' } }))).toEqual([
      expect.stringContaining('course: un dato sin fuente tiene que decir por qué'),
    ]);
    expect(
      validateRegional(bare({ course: { value: 'Seminario', source: null, note: 'Supuesto.' } })),
    ).toEqual([
      expect.stringContaining('course: un dato sin fuente ni respaldo nacional tiene que quedar en null'),
    ]);
    expect(validateRegional(bare({ course: fromSeminario('Seminario Universitario', 'Respaldo.') }))).toEqual(
      [],
    );
  });

  it('a source with a malformed address or read date', () => {
    for (const url of [
      'htp://example.org',
      'https://exa mple.org/a',
      'https://localhost/a',
      'https://example.org/%zz',
    ])
      expect(validateRegional(bare({ course: fact('Seminario', { ...aSource, url }) })), url).toEqual([
        expect.stringContaining('no es una dirección web válida'),
      ]);
    expect(
      validateRegional(bare({ course: fact('Seminario', { ...aSource, readOn: '29/11/2026' }) })),
    ).toEqual([expect.stringContaining('no es AAAA-MM-DD')]);
    expect(isWebAddress('https://github.com/a/b/blob/0123/F%C3%ADsica/1%20(1).pdf')).toBe(true);
  });

  it('Química examined only with a source that says so', () => {
    const quimica = (examined: Regional['careers']) =>
      bare({
        plans: [
          seminarioPlan([
            ...seminarioPlan().subjects,
            { ...seminarioPlan().subjects[0]!, subject: 'quimica', examined: examined as never },
          ]),
        ],
      });

    expect(validateRegional(quimica(fromSeminario(true, 'Supuesto.') as never))).toEqual([
      expect.stringContaining('Química figura como examinada sin una fuente'),
    ]);
    expect(validateRegional(quimica(fact(true, aSource) as never))).toEqual([]);
  });

  it('subject weights, where given, sourced and adding up to 100', () => {
    const [matematicas, fisica] = seminarioPlan().subjects;
    const shared = (a: number, b: number) =>
      bare({
        plans: [
          seminarioPlan([
            { ...matematicas!, share: fact(a, aSource) },
            { ...fisica!, share: fact(b, aSource) },
          ]),
        ],
      });

    expect(validateRegional(shared(60, 40))).toEqual([]);
    expect(validateRegional(shared(60, 30))).toEqual([expect.stringContaining('suman 90, no 100')]);
  });

  it('a published exam whose items do not add up to its total, or a plan examining nothing', () => {
    const exam = { ...frm.pastExams[0]!, totalPoints: 90 };

    expect(validateRegional(bare({ pastExams: [exam] }))).toEqual([
      expect.stringContaining('los ítems suman 100, no 90'),
    ]);
    const nothing = seminarioPlan().subjects.map((s) => ({ ...s, examined: fact(false, aSource) }));
    expect(validateRegional(bare({ plans: [seminarioPlan(nothing)] }))).toEqual([
      expect.stringContaining('ninguna materia examinada'),
    ]);
  });

  it('repeated ids across the list', () => {
    expect(validateRegionals([bare(), bare()])).toEqual(['frx: id repetido']);
  });
});

describe('examinedSubjects', () => {
  it('follows the plan for the career, and a chemical engineering student at FRM sits no Química', () => {
    expect(examinedSubjects(frm, 'quimica')).toEqual(['matematicas', 'fisica']);

    const split = bare({
      plans: [
        { appliesTo: fact(['sistemas'] as const, aSource), subjects: seminarioPlan().subjects.slice(0, 1) },
        { appliesTo: fact('todas' as const, aSource), subjects: seminarioPlan().subjects },
      ],
    });
    expect(examinedSubjects(split, 'sistemas')).toEqual(['matematicas']);
    expect(examinedSubjects(split, 'civil')).toEqual(['matematicas', 'fisica']);
  });
});

describe('subtopicWeights', () => {
  it('covers every subtopic of the subject and adds up to 100, at every regional', () => {
    for (const regional of regionals)
      for (const subject of subjectIds) {
        const { weights } = subtopicWeights(regional, subject);
        const ids = syllabusMap[subject].flatMap((topic) => topic.subtopics.map((s) => s.id));

        expect(Object.keys(weights).sort(), `${regional.id} ${subject}`).toEqual(ids.sort());
        expect(total(weights), `${regional.id} ${subject}`).toBeCloseTo(100, 6);
      }
  });

  it('keeps the national map where the regional gives no complete programme', () => {
    const national = Object.fromEntries(
      syllabusMap.matematicas.flatMap((topic) => topic.subtopics.map((s) => [s.id, s.weight])),
    );

    expect(subtopicWeights(regionalById('frr')!, 'matematicas')).toEqual({
      basis: 'mapa-nacional',
      weights: national,
    });
    expect(subtopicWeights(regionalById('frlp')!, 'matematicas').basis).toBe('mapa-nacional');
    expect(subtopicWeights(frm, 'quimica').basis).toBe('mapa-nacional');
  });

  it('narrows FRM Física to the mechanics its programme teaches', () => {
    const { basis, weights } = subtopicWeights(frm, 'fisica');
    const mechanics = Object.entries(weights).filter(([id]) => id.startsWith('mecanica.'));

    expect(basis).toBe('regional');
    expect(total(Object.fromEntries(mechanics))).toBeCloseTo(100, 6);
    expect(weights['mecanica.hidrostatica']).toBe(0);
    expect(weights['electricidad.circuitos-ohm']).toBe(0);
  });

  it('drops what FRM Matemática does not teach and leans toward what its exams ask', () => {
    const { weights } = subtopicWeights(frm, 'matematicas');
    const withoutExams = subtopicWeights({ ...frm, pastExams: [] }, 'matematicas').weights;

    expect(weights['estadistica.probabilidad']).toBe(0);
    expect(weights['funciones.racional']).toBe(0);
    expect(weights['ecuaciones.valor-absoluto']!).toBeGreaterThan(withoutExams['ecuaciones.valor-absoluto']!);
    expect(weights['ecuaciones.lineales']!).toBeLessThan(withoutExams['ecuaciones.lineales']!);
  });
});

describe('missingSubtopics', () => {
  it('lists the topics the exams ask that the map lacks, with where they were seen', () => {
    const found = missingSubtopics();
    // Complex numbers in binomial form, asked in FRM's three exams, got their subtopic first; the polar
    // form, only in the programme, widened it later, as sets got one of their own.
    expect(found.filter((m) => m.description.startsWith('Números complejos'))).toEqual([]);
    expect(found.filter((m) => m.description.startsWith('Teoría de conjuntos'))).toEqual([]);
    expect(found.every((m) => m.description.trim().length > 0 && m.regional.length > 0)).toBe(true);
  });
});

describe('calendarIntakes', () => {
  it('places FRM intakes by month for an entry year, and nothing whose exam months are unknown', () => {
    const intakes = calendarIntakes(frm, 2028);

    expect(intakes.map(({ id, course, exams }) => ({ id, course, exams }))).toEqual([
      { id: 'frm-admision-temprana-2028', course: null, exams: { start: '2027-07-01', end: '2027-08-31' } },
      {
        id: 'frm-curso-preparatorio-2028',
        course: { start: '2027-08-01', end: '2027-11-30' },
        exams: { start: '2027-12-01', end: '2028-03-31' },
      },
    ]);
    expect(intakes.every((intake) => intake.precision === 'mes' && intake.sources.length > 0)).toBe(true);
    expect(calendarIntakes(regionalById('frr')!, 2028)).toEqual([]);
  });

  it('ends a February window on the month’s real last day', () => {
    const february = bare({
      intakes: [
        {
          id: 'febrero',
          modality: 'intensivo-verano',
          label: 'Febrero',
          course: fact(
            { from: { month: 2, year: 'ingreso' as const }, to: { month: 2, year: 'ingreso' as const } },
            aSource,
          ),
          exams: fact(
            { from: { month: 2, year: 'ingreso' as const }, to: { month: 2, year: 'ingreso' as const } },
            aSource,
          ),
          observed: [],
        },
      ],
    });

    expect(calendarIntakes(february, 2028)[0]?.exams).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(calendarIntakes(february, 2027)[0]?.exams).toEqual({ start: '2027-02-01', end: '2027-02-28' });
  });
});

describe('docs/regionals.md', () => {
  it('is the one generated from the declarations (npx tsx functions/content/scripts/regionals-doc.ts)', () => {
    const written = readFileSync(path.join(here, '..', '..', '..', 'docs', 'regionals.md'), 'utf8');

    expect(written).toBe(regionalsDoc());
  });
});
