import { fact, fromSeminario, gap, NO_SOURCE, READ_ON, seminarioPlan, seminarioSubjects } from './facts.ts';
import type { Regional, Source } from './types.ts';

const manual: Source = {
  url: 'https://es.scribd.com/document/598764234/CONJUNTOS-NUMERICOS',
  readOn: READ_ON,
  kind: 'regional',
  title:
    'Manual SUI (Seminario Universitario de Ingreso) de la Dirección de Ingreso de la FRLP: Unidad I, Aritmética, clase 2, publicado en Scribd',
};

const elDia: Source = {
  url: 'https://www.eldia.com/nota/2026-2-3-2-11-51-matricula-record-en-la-utn-con-1-600-inscriptos-comenzo-el-ingreso-la-ciudad',
  readOn: READ_ON,
  kind: 'prensa',
  title: 'El Día (3 de febrero de 2026): comenzó el curso intensivo de verano de la UTN La Plata',
};

const [matematicas, fisica] = seminarioSubjects();

export const frlp = {
  id: 'frlp',
  code: 'FRLP',
  name: 'Facultad Regional La Plata',
  city: 'La Plata',
  careers: gap('No encontramos una fuente que liste las carreras de ingeniería de la regional.'),
  course: fact('Seminario Universitario de Ingreso (SUI)', manual),
  character: gap('No encontramos una fuente que diga si el Seminario es eliminatorio.'),
  plans: [
    seminarioPlan([
      {
        ...matematicas!,
        examined: fact(true, manual),
        programme: {
          basis: 'regional',
          coverage: fact('parcial', manual, 'Solo vimos la clase 2 de la Unidad I del manual.'),
          units: [
            {
              number: 1,
              title: 'Aritmética: los números y sus operaciones',
              source: manual,
              topics: [
                {
                  title: 'Conjuntos numéricos: naturales, naturales con cero y divisibilidad',
                  subtopics: ['algebra-basica.numeros-reales'],
                },
              ],
            },
          ],
        },
      },
      {
        ...fisica!,
        examined: fromSeminario(
          true,
          `${NO_SOURCE} sobre Física en el SUI; se usa el contenido del Seminario Universitario nacional.`,
        ),
      },
    ]),
  ],
  universityLife: gap('No encontramos una fuente sobre un módulo de vida universitaria.'),
  intakes: [
    {
      id: 'intensivo-verano',
      modality: 'intensivo-verano',
      label: 'Curso intensivo de verano',
      course: fact(
        { from: { month: 2, year: 'ingreso' } },
        elDia,
        'La nota cuenta además unos 600 ingresantes que aprobaron en etapas anteriores, sin decir cuáles.',
      ),
      exams: gap('No encontramos las fechas de examen del curso intensivo.'),
      observed: [
        { date: '2026-02-02', entryYear: 2026, what: 'Inicio del curso intensivo de verano', source: elDia },
      ],
    },
  ],
  pastExams: [],
} satisfies Regional;
