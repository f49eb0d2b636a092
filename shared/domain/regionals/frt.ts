import { fact, gap, READ_ON, seminarioPlan, seminarioSubjects } from './facts.ts';
import type { Regional, Source } from './types.ts';

const survey: Source = {
  url: 'https://github.com/lucasidev/plan-b/blob/56966c05cfe6f80823a7cb4dcf8e7ce2d04c6839/docs/history/reviews/2026-09-07-official-data-survey.md',
  readOn: READ_ON,
  kind: 'terceros',
  title:
    'Relevamiento de datos oficiales de Tucumán (proyecto plan-b, septiembre de 2026), que cita ingreso.frt.utn.edu.ar y el listado de acreditaciones',
  note: 'Fuente secundaria: cuando la relevaron, el sitio de la regional estaba caído.',
};

export const frt = {
  id: 'frt',
  code: 'FRT',
  name: 'Facultad Regional Tucumán',
  city: 'San Miguel de Tucumán',
  careers: fact(
    ['civil', 'electrica', 'electronica', 'mecanica', 'sistemas'],
    survey,
    'Las cinco ingenierías acreditadas que lista el relevamiento.',
  ),
  course: fact(
    'Seminario Universitario',
    survey,
    'El relevamiento dice que es de tres materias, sin nombrarlas.',
  ),
  character: fact(
    'eliminatorio',
    survey,
    'Así lo registra el relevamiento para 2025-2026; no lo verificamos en la fuente oficial.',
  ),
  plans: [
    seminarioPlan(
      seminarioSubjects(
        'El relevamiento dice que el Seminario tiene tres materias pero no las nombra; se usa el contenido del Seminario Universitario nacional (Matemática y Física).',
      ),
    ),
  ],
  universityLife: gap(
    'El relevamiento habla de tres materias sin nombrarlas; no sabemos si una es de vida universitaria.',
  ),
  intakes: [],
  pastExams: [],
} satisfies Regional;
