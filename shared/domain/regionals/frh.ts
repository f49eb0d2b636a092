import { fact, gap, READ_ON, seminarioPlan } from './facts.ts';
import type { Regional, Source } from './types.ts';

const press: Source = {
  url: 'https://infoensenadanoticias.com.ar/alberto-fernandez-visito-las-nuevas-instalaciones-de-la-utn-en-moron/',
  readOn: READ_ON,
  kind: 'prensa',
  title: 'Info Ensenada: inauguración del nuevo pabellón de la FRH, con la lista de sus carreras',
};

export const frh = {
  id: 'frh',
  code: 'FRH',
  name: 'Facultad Regional Haedo',
  city: 'Haedo',
  careers: fact(
    ['aeronautica', 'aeroespacial', 'electronica', 'industrial', 'mecanica', 'ferroviaria'],
    press,
  ),
  course: gap('No encontramos una fuente pública sobre el curso de ingreso de la regional.'),
  character: gap('No encontramos una fuente que diga si el ingreso es eliminatorio.'),
  plans: [seminarioPlan()],
  universityLife: gap('No encontramos una fuente sobre un módulo de vida universitaria.'),
  intakes: [],
  pastExams: [],
} satisfies Regional;
