import { fact, gap, READ_ON, seminarioPlan } from './facts.ts';
import type { Regional, Source } from './types.ts';

const press: Source = {
  url: 'https://eldiariodelcentrodelpais.com/la-utn-villa-maria-atrae-a-jovenes-de-diversas-latitudes',
  readOn: READ_ON,
  kind: 'prensa',
  title: 'El Diario del Centro del País (2016): comenzó el cursillo de nivelación de la UTN Villa María',
};

export const frvm = {
  id: 'frvm',
  code: 'FRVM',
  name: 'Facultad Regional Villa María',
  city: 'Villa María',
  careers: gap('La nota no lista las carreras.'),
  course: fact('Cursillo de nivelación', press),
  character: fact(
    'nivelatorio',
    press,
    'La nota dice que su objetivo es nivelar lo visto en el nivel medio.',
  ),
  plans: [seminarioPlan()],
  universityLife: gap('No encontramos una fuente sobre un módulo de vida universitaria.'),
  intakes: [
    {
      id: 'cursillo',
      modality: 'intensivo-verano',
      label: 'Cursillo de nivelación presencial (lunes a viernes, de 8 a 12)',
      course: gap(
        'La nota no da el mes; dice que la carrera empieza en la segunda quincena del mes siguiente.',
      ),
      exams: gap('La nota no da las fechas de examen.'),
      observed: [],
    },
  ],
  pastExams: [],
} satisfies Regional;
