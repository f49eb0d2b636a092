import { fact, gap, READ_ON, seminarioPlan, seminarioSubjects } from './facts.ts';
import type { Regional, Source } from './types.ts';

const tivu: Source = {
  url: 'https://es.scribd.com/document/559084935/Cuadernillo-TIVU',
  readOn: READ_ON,
  kind: 'regional',
  title:
    'Cuadernillo «Seminario Universitario: introducción a la vida universitaria» de la FRBA (Editorial CEIT, 2019), publicado en Scribd',
};

const technicalSchools: Source = {
  url: 'http://noticiasurbanas.com.ar/noticias/en-medio-del-conflicto-educativo-acuna-firmo-bun-acuerdo-con-la-utn',
  readOn: READ_ON,
  kind: 'prensa',
  title:
    'Noticias Urbanas: convenio de la Ciudad con la FRBA por un curso preuniversitario de Matemática y Física (edición 2019) para alumnos de escuelas técnicas',
};

export const frba = {
  id: 'frba',
  code: 'FRBA',
  name: 'Facultad Regional Buenos Aires',
  city: 'Ciudad de Buenos Aires',
  careers: gap('No encontramos una fuente que liste las carreras de ingeniería de la regional.'),
  course: fact('Seminario Universitario', tivu),
  character: gap('No encontramos una fuente que diga si el Seminario es eliminatorio.'),
  plans: [
    seminarioPlan(
      seminarioSubjects().map((declared) => ({
        ...declared,
        examined: fact(
          true,
          technicalSchools,
          'Indirecto: la nota describe el curso de Matemática y Física que, por convenio, reemplaza el examen de ingreso para egresados de escuelas técnicas porteñas. El programa de cada materia no lo encontramos.',
        ),
      })),
    ),
  ],
  universityLife: fact('Introducción a la vida universitaria', tivu),
  intakes: [
    {
      id: 'curso-formativo-escuelas-tecnicas',
      modality: 'curso-anticipado',
      label:
        'Curso formativo preuniversitario (sábados, para alumnos de 6.º año de escuelas técnicas de la Ciudad, por convenio)',
      course: fact(
        { from: { month: 2, year: 'anterior' }, to: { month: 11, year: 'anterior' } },
        technicalSchools,
        'Dato de la edición 2019: 28 clases presenciales de 4 horas, más un campus virtual.',
      ),
      exams: fact(null, technicalSchools, 'Quien aprueba el curso entra sin rendir examen de ingreso.'),
      observed: [],
    },
  ],
  pastExams: [],
} satisfies Regional;
