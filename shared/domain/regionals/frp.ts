import { fact, gap, READ_ON, seminarioPlan } from './facts.ts';
import type { Regional, Source } from './types.ts';

const uno: Source = {
  url: 'https://www.unoentrerios.com.ar/utn-parana-arranca-el-seminario-ingresantes-2021-n2604847.html',
  readOn: READ_ON,
  kind: 'prensa',
  title: 'UNO Entre Ríos: arranca el seminario para ingresantes 2021 de la UTN Paraná',
};

export const frp = {
  id: 'frp',
  code: 'FRP',
  name: 'Facultad Regional Paraná',
  city: 'Paraná',
  careers: fact(['civil', 'electronica', 'electromecanica'], uno),
  course: fact('Seminario universitario', uno),
  character: gap('La nota dice que hay que aprobar el seminario para cursar, sin llamarlo eliminatorio.'),
  plans: [seminarioPlan()],
  universityLife: gap('No encontramos una fuente sobre un módulo de vida universitaria.'),
  intakes: [
    {
      id: 'anticipado',
      modality: 'curso-anticipado',
      label: 'Seminario desde fines de agosto',
      course: fact(
        { from: { month: 8, year: 'anterior' } },
        uno,
        'Antes de la pandemia era semipresencial, con encuentros cada 15 días y tutores.',
      ),
      exams: gap('La nota no da las fechas de examen.'),
      observed: [],
    },
    {
      id: 'intensivo',
      modality: 'intensivo-verano',
      label: 'Seminario intensivo desde fines de enero',
      course: fact({ from: { month: 1, year: 'ingreso' } }, uno),
      exams: gap('La nota no da las fechas de examen.'),
      observed: [],
    },
  ],
  pastExams: [],
} satisfies Regional;
