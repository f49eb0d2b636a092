import { fact, gap, READ_ON, seminarioPlan, seminarioSubjects } from './facts.ts';
import type { Regional, Source } from './types.ts';

const elLitoral: Source = {
  url: 'http://www.ellitoral.com/index.php/diarios/2015/09/25/educacion/EDUC-01.html',
  readOn: READ_ON,
  kind: 'prensa',
  title: 'El Litoral (25 de septiembre de 2015): los seminarios nivelatorios de la UTN Santa Fe',
};

export const frsf = {
  id: 'frsf',
  code: 'FRSF',
  name: 'Facultad Regional Santa Fe',
  city: 'Santa Fe',
  careers: fact(['civil', 'electrica', 'industrial', 'mecanica', 'sistemas'], elLitoral),
  course: fact('Seminarios nivelatorios', elLitoral),
  character: fact('nivelatorio', elLitoral, 'La nota los presenta como cursos de nivelación.'),
  plans: [
    seminarioPlan(
      seminarioSubjects().map((declared) => ({
        ...declared,
        examined: fact(
          true,
          elLitoral,
          'La nota nombra los cursos de Matemática y de Física; el programa de cada uno no lo encontramos.',
        ),
      })),
    ),
  ],
  universityLife: fact('Taller Universitario', elLitoral),
  intakes: [
    {
      id: 'anticipado',
      modality: 'curso-anticipado',
      label: 'Curso de agosto a noviembre (sábados; presencial o semipresencial)',
      course: fact(
        { from: { month: 8, year: 'anterior' }, to: { month: 11, year: 'anterior' } },
        elLitoral,
        'Dato de 2015: sábados de 8 a 12.30, con dos grupos entre semana; los semipresenciales rinden en la facultad.',
      ),
      exams: gap('La nota no da las fechas de examen.'),
      observed: [],
    },
  ],
  pastExams: [],
} satisfies Regional;
