import { fact, gap, READ_ON, seminarioPlan, seminarioSubjects } from './facts.ts';
import type { Regional, Source } from './types.ts';

const laNueva: Source = {
  url: 'https://www.lanueva.com/rosales/nota/2021-4-16-1-55-0-la-utn-con-casi-un-90-mas-de-ingresantes',
  readOn: READ_ON,
  kind: 'prensa',
  title: 'La Nueva (abril de 2021): las tres etapas de ingreso de la UTN Bahía Blanca y sus cambios',
};

export const frbb = {
  id: 'frbb',
  code: 'FRBB',
  name: 'Facultad Regional Bahía Blanca',
  city: 'Bahía Blanca',
  careers: gap('No encontramos una fuente que liste las carreras de ingeniería de la regional.'),
  course: fact('Cursos de nivelación', laNueva),
  character: gap('No encontramos una fuente que diga si el ingreso es eliminatorio.'),
  plans: [
    seminarioPlan(
      seminarioSubjects().map((declared) => ({
        ...declared,
        format: {
          ...declared.format,
          recovery: fact(
            'Tres evaluaciones parciales, cada una con su recuperatorio (antes de 2020, un examen único con recuperatorio).',
            laNueva,
          ),
        },
      })),
    ),
  ],
  universityLife: gap('No encontramos una fuente sobre un módulo de vida universitaria.'),
  intakes: [
    {
      id: 'septiembre-diciembre',
      modality: 'a-distancia',
      label: 'Etapa de septiembre a diciembre, con clases virtuales',
      course: fact(
        { from: { month: 9, year: 'anterior' }, to: { month: 12, year: 'anterior' } },
        laNueva,
        'Hasta 2019 era a distancia con examen presencial; desde 2020, con clases virtuales e intercambio con docentes.',
      ),
      exams: gap(
        'La nota dice que desde 2020 se evalúa con tres parciales con recuperatorio, sin dar fechas.',
      ),
      observed: [],
    },
    {
      id: 'febrero',
      modality: 'intensivo-verano',
      label: 'Curso intensivo presencial de febrero',
      course: fact({ from: { month: 2, year: 'ingreso' }, to: { month: 2, year: 'ingreso' } }, laNueva),
      exams: gap('La nota no da las fechas de evaluación del curso de febrero.'),
      observed: [],
    },
    {
      id: 'mayo-agosto',
      modality: 'mitad-de-anio',
      label: 'Etapa de mayo a agosto',
      course: gap('La nota ubica esta etapa entre mayo y agosto sin decir a qué año de ingreso corresponde.'),
      exams: gap('La nota no da las fechas de evaluación de esta etapa.'),
      observed: [],
    },
  ],
  pastExams: [],
} satisfies Regional;
