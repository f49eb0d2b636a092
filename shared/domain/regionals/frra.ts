import { fact, gap, NO_SOURCE, READ_ON, seminarioPlan, seminarioSubjects } from './facts.ts';
import type { Regional, Source } from './types.ts';

const press: Source = {
  url: 'https://elecodesunchales.com.ar/contenido/142417/la-utn-rafaela-mantiene-abiertas-las-inscripciones',
  readOn: READ_ON,
  kind: 'prensa',
  title: 'El Eco de Sunchales (2026): inscripción al curso de ingreso de la UTN Rafaela',
};

export const frra = {
  id: 'frra',
  code: 'FRRa',
  name: 'Facultad Regional Rafaela',
  city: 'Rafaela',
  careers: fact(['civil', 'electromecanica', 'industrial'], press),
  course: fact('Curso de ingreso', press),
  character: fact('nivelatorio', press, 'El secretario académico lo describe como nivelatorio.'),
  plans: [
    seminarioPlan(
      seminarioSubjects(
        `La nota dice que los módulos a aprobar dependen de la carrera, sin nombrarlos. ${NO_SOURCE} sobre cuáles son; se usa el contenido del Seminario Universitario nacional (Matemática y Física).`,
      ),
    ),
  ],
  universityLife: gap('No encontramos una fuente sobre un módulo de vida universitaria.'),
  intakes: [
    {
      id: 'febrero',
      modality: 'intensivo-verano',
      label: 'Curso de ingreso presencial de febrero',
      course: fact(
        { from: { month: 2, year: 'ingreso' }, to: { month: 2, year: 'ingreso' } },
        press,
        'Según la nota, es la última instancia del proceso de ingreso para 2026.',
      ),
      exams: gap('La nota no da las fechas de evaluación.'),
      observed: [],
    },
  ],
  pastExams: [],
} satisfies Regional;
