import { gap, seminarioPlan } from './facts.ts';
import type { Regional } from './types.ts';

/** No public source found for this regional's entrance: everything falls back or stays unknown. */
export const frd = {
  id: 'frd',
  code: 'FRD',
  name: 'Facultad Regional Delta',
  city: 'Campana',
  careers: gap('No encontramos una fuente que liste las carreras de ingeniería de la regional.'),
  course: gap('No encontramos una fuente pública sobre el curso de ingreso de la regional.'),
  character: gap('No encontramos una fuente que diga si el ingreso es eliminatorio.'),
  plans: [seminarioPlan()],
  universityLife: gap('No encontramos una fuente sobre un módulo de vida universitaria.'),
  intakes: [],
  pastExams: [],
} satisfies Regional;
