import { fact, gap, READ_ON, seminarioPlan } from './facts.ts';
import type { Regional, Source } from './types.ts';

const press: Source = {
  url: 'https://el-periodico.com.ar/local/mas-de-200-jovenes-comenzaron-el-seminario-intensivo-en-utn---no-claudiquen-ante-el-primer-traspie---les-dijo-el-decano_a63d8508ee6dae6aa57e9f8b9',
  readOn: READ_ON,
  kind: 'prensa',
  title: 'El Periódico (San Francisco): comenzó el seminario intensivo de la UTN San Francisco',
};

export const frsfco = {
  id: 'frsfco',
  code: 'FRSFco',
  name: 'Facultad Regional San Francisco',
  city: 'San Francisco',
  careers: fact(
    ['electromecanica', 'sistemas', 'electronica', 'quimica', 'industrial'],
    press,
    'Industrial se cursa en el Centro Regional de Educación Superior (CRES).',
  ),
  course: fact('Seminario', press),
  character: fact(
    'nivelatorio',
    press,
    'La nota dice que no es un examen de ingreso ni un mecanismo eliminatorio.',
  ),
  plans: [seminarioPlan()],
  universityLife: gap('No encontramos una fuente sobre un módulo de vida universitaria.'),
  intakes: [
    {
      id: 'intensivo',
      modality: 'intensivo-verano',
      label: 'Seminario intensivo (lunes a viernes, de 18 a 22)',
      course: fact(
        { to: { month: 2, year: 'ingreso' } },
        press,
        'La nota dice que termina el viernes 24 de febrero; no dice el año.',
      ),
      exams: gap('La nota no da las fechas de evaluación.'),
      observed: [],
    },
  ],
  pastExams: [],
} satisfies Regional;
