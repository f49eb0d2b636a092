import { fact, gap, READ_ON, seminarioPlan } from './facts.ts';
import type { Regional, Source } from './types.ts';

const laVoz: Source = {
  url: 'https://www.lavoz.com.ar/ciudadanos/leve-caida-de-ingresantes-en-la-utn-cordoba/',
  readOn: READ_ON,
  kind: 'prensa',
  title: 'La Voz (abril de 2024): ingresantes de la UTN Córdoba por carrera y el repechaje con tutoría',
};

export const frc = {
  id: 'frc',
  code: 'FRC',
  name: 'Facultad Regional Córdoba',
  city: 'Córdoba',
  careers: fact(
    ['sistemas', 'industrial', 'civil', 'mecanica', 'quimica', 'electronica'],
    laVoz,
    'La nota da los ingresantes de estas seis carreras; puede haber otras.',
  ),
  course: fact('Cursillo de ingreso', laVoz, 'Así lo llama el secretario académico en la nota.'),
  character: gap('No encontramos una fuente que diga si el ingreso es eliminatorio.'),
  plans: [seminarioPlan()],
  universityLife: gap('No encontramos una fuente sobre un módulo de vida universitaria.'),
  intakes: [
    {
      id: 'cursillo',
      modality: 'intensivo-verano',
      label: 'Cursillo de ingreso',
      course: gap('La nota menciona los cursillos sin fechas.'),
      exams: gap('No encontramos las fechas de examen del cursillo.'),
      observed: [],
    },
    {
      id: 'repechaje',
      modality: 'recuperatorio',
      label: 'Repechaje: tutoría de apoyo desde abril y examen en julio',
      course: fact({ from: { month: 4, year: 'ingreso' } }, laVoz),
      exams: fact({ from: { month: 7, year: 'ingreso' }, to: { month: 7, year: 'ingreso' } }, laVoz),
      observed: [],
    },
  ],
  pastExams: [],
} satisfies Regional;
