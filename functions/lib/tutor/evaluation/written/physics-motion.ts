/**
 * Motion problems (kinematics and dynamics) written for #32 by the helper that generalised the motion
 * solvers, phrased the many ways UTN seminario exams and textbooks phrase them: data in any order, the
 * unknown asked first or last, g given or not, km/h, parts and five options. Each key was computed by
 * hand and is recomputed by `check`. The kinds come from the regionals' programmes and published
 * exams (the sources named in `modelledOn`); every statement is our own. This is a development set of
 * the motion solvers, apart from the exam-style set (functions/content/exam-style), which measures.
 */
import { five } from '../../../../content/exam-style/helpers.ts';
import type { ExamStyleProblem, Tolerance } from '../../../../content/exam-style/schema.ts';
import { GRAVITY as G } from '../../../science/constants.ts';

type Numeric = Extract<ExamStyleProblem, { format: 'numeric' }>;
type Options = Extract<ExamStyleProblem, { format: 'five-options' }>;
type Parts = Extract<ExamStyleProblem, { format: 'multi-part' }>;
type Part = Parts['parts'][number];

const SOURCES = ['frm-fisica-2023-08-05-t2', 'frt-fisica-cartilla', 'frm-fisica-2025-dinamica'];
const close: Tolerance = { relative: 0.01 };

const base = (id: number, subtopic: string, statement: string, solution: string) => ({
  id: `exs-fis-${id}`,
  subject: 'fisica' as const,
  subtopic,
  statement,
  modelledOn: SOURCES,
  difficulty: 'facil' as const,
  solution,
});

function numeric(
  id: number,
  subtopic: string,
  statement: string,
  key: { value: number; unit: string; text: string; tolerance?: Tolerance },
  check: () => number,
  solution: string,
): Numeric {
  return {
    ...base(id, subtopic, statement, solution),
    format: 'numeric',
    answer: { value: key.value, unit: key.unit, text: key.text, tolerance: key.tolerance ?? close },
    check,
  };
}

function options(
  id: number,
  subtopic: string,
  statement: string,
  choices: [string, string, string, string],
  option: number,
  check: () => number[],
  solution: string,
): Options {
  return {
    ...base(id, subtopic, statement, solution),
    format: 'five-options',
    options: five(...choices),
    answer: { option },
    check,
  };
}

const part = (label: Part['label'], prompt: string, value: number, unit: string, text: string): Part => ({
  label,
  prompt,
  answer: { kind: 'numeric', value, unit, text, tolerance: close },
});

function parts(
  id: number,
  subtopic: string,
  statement: string,
  list: Part[],
  check: () => number[][],
  solution: string,
): Parts {
  return { ...base(id, subtopic, statement, solution), format: 'multi-part', parts: list, check };
}

const KIN = 'mecanica.cinematica';
const MEET = 'mecanica.encuentro-graficos';
const DYN = 'mecanica.dinamica';
const PULLEY = 'mecanica.tension-poleas';

export const physicsMotionProblems: readonly ExamStyleProblem[] = [
  // Uniform motion (MRU)
  numeric(
    801,
    KIN,
    'Un ciclista mantiene una rapidez constante de 18 km/h. ¿Cuántos metros recorre en 5 minutos?',
    { value: 1500, unit: 'm', text: '1500 m' },
    () => (18 / 3.6) * 300,
    '18 km/h = 5 m/s; d = v·t = 5 · 300 = 1500 m.',
  ),
  options(
    802,
    KIN,
    '¿Cuánto tarda un tren que viaja a 90 km/h constantes en recorrer 45 km?',
    ['30 min', '2 h', '45 min', '20 min'],
    0,
    () => [(45 / 90) * 60],
    't = d/v = 45/90 = 0,5 h = 30 min.',
  ),
  numeric(
    803,
    KIN,
    'Un móvil con movimiento rectilíneo uniforme está en x = 20 m en el instante t = 0 s y en x = 80 m en t = 4 s. ¿Cuál es su velocidad?',
    { value: 15, unit: 'm/s', text: '15 m/s' },
    () => (80 - 20) / 4,
    'v = Δx/Δt = 60/4 = 15 m/s.',
  ),
  // Uniformly accelerated motion (MRUV)
  numeric(
    804,
    KIN,
    'Un auto que viaja a 72 km/h frena de manera uniforme y se detiene en 5 s. ¿Qué distancia recorre mientras frena?',
    { value: 50, unit: 'm', text: '50 m' },
    () => (72 / 3.6 / 2) * 5,
    '20 m/s; d = (v₀ + v)/2 · t = 10 · 5 = 50 m.',
  ),
  numeric(
    805,
    KIN,
    'Una moto parte del reposo y alcanza 108 km/h en 10 s. Calculá su aceleración en m/s².',
    { value: 3, unit: 'm/s²', text: '3 m/s²' },
    () => 108 / 3.6 / 10,
    '108 km/h = 30 m/s; a = 30/10 = 3 m/s².',
  ),
  options(
    806,
    KIN,
    'Un camión que circula a 20 m/s desacelera a razón de 2 m/s². La distancia que necesita para detenerse es:',
    ['200 m', '50 m', '10 m', '400 m'],
    4,
    () => [20 ** 2 / (2 * 2)],
    'd = v₀²/(2a) = 400/4 = 100 m: ninguna de las cuatro.',
  ),
  numeric(
    807,
    KIN,
    'Partiendo del reposo, un cuerpo recorre 100 m en 10 s con aceleración constante. ¿Qué velocidad tiene al cabo de ese tiempo?',
    { value: 20, unit: 'm/s', text: '20 m/s' },
    () => (2 * 100) / 10,
    'd = (0 + v)/2 · t ⇒ v = 2d/t = 20 m/s.',
  ),
  parts(
    808,
    KIN,
    'Un tren que marcha a 10 m/s acelera uniformemente a 0,5 m/s² durante 20 s.',
    [
      part('a', '¿Qué velocidad alcanza?', 20, 'm/s', '20 m/s'),
      part('b', '¿Qué distancia recorre en ese lapso?', 300, 'm', '300 m'),
    ],
    () => [[10 + 0.5 * 20], [10 * 20 + 0.5 * 0.5 * 20 ** 2]],
    'v = 10 + 0,5 · 20 = 20 m/s; d = 10 · 20 + ½ · 0,5 · 400 = 300 m.',
  ),
  numeric(
    809,
    KIN,
    '¿Cuánto tiempo tarda un avión en despegar si parte del reposo, acelera a 4 m/s² y necesita llegar a 80 m/s para despegar?',
    { value: 20, unit: 's', text: '20 s' },
    () => 80 / 4,
    't = (v − v₀)/a = 80/4 = 20 s.',
  ),
  numeric(
    810,
    KIN,
    'Un automóvil reduce su velocidad de 90 km/h a 36 km/h en 3 s. ¿Cuál es su desaceleración?',
    { value: 5, unit: 'm/s²', text: '5 m/s² (a = −5 m/s²)' },
    () => (90 / 3.6 - 36 / 3.6) / 3,
    '25 m/s → 10 m/s; a = (10 − 25)/3 = −5 m/s².',
  ),
  // Free fall
  numeric(
    811,
    KIN,
    'Se deja caer una maceta desde un balcón situado a 20 m del suelo. ¿Con qué velocidad llega al suelo? (g = 10 m/s²)',
    { value: 20, unit: 'm/s', text: '20 m/s' },
    () => Math.sqrt(2 * 10 * 20),
    'v = √(2gh) = √400 = 20 m/s.',
  ),
  numeric(
    812,
    KIN,
    'Desde la terraza de un edificio de 80 m se suelta una pelota. ¿Cuánto tarda en tocar el piso? Considerá g = 10 m/s².',
    { value: 4, unit: 's', text: '4 s' },
    () => Math.sqrt((2 * 80) / 10),
    't = √(2h/g) = √16 = 4 s.',
  ),
  numeric(
    813,
    KIN,
    'Una piedra cae libremente durante 3 s hasta llegar al suelo. ¿Desde qué altura cayó? (g = 9,8 m/s²)',
    { value: 44.1, unit: 'm', text: '44,1 m' },
    () => 0.5 * 9.8 * 9,
    'h = ½ g t² = 4,9 · 9 = 44,1 m.',
  ),
  numeric(
    814,
    KIN,
    'Se deja caer una llave desde 5 m de altura. ¿Cuánto tarda en llegar al piso?',
    { value: Math.sqrt(10 / G), unit: 's', text: '≈ 1,01 s', tolerance: { relative: 0.02 } },
    () => Math.sqrt((2 * 5) / G),
    't = √(2h/g) = √(10/9,8) ≈ 1,01 s (con g = 10, 1 s).',
  ),
  options(
    815,
    KIN,
    'Un objeto se suelta desde cierta altura y llega al suelo con una velocidad de 30 m/s. Con g = 10 m/s², la altura desde la que cayó es:',
    ['45 m', '90 m', '3 m', '30 m'],
    0,
    () => [30 ** 2 / (2 * 10)],
    'h = v²/(2g) = 900/20 = 45 m.',
  ),
  // Vertical throw
  numeric(
    816,
    KIN,
    'Se lanza verticalmente hacia arriba una pelota con una velocidad de 20 m/s. ¿Qué altura máxima alcanza? Tomá g = 10 m/s².',
    { value: 20, unit: 'm', text: '20 m' },
    () => 20 ** 2 / (2 * 10),
    'h = v₀²/(2g) = 400/20 = 20 m.',
  ),
  numeric(
    817,
    KIN,
    'Con g = 10 m/s², ¿cuánto tiempo permanece en el aire un cuerpo lanzado verticalmente hacia arriba a 15 m/s?',
    { value: 3, unit: 's', text: '3 s' },
    () => (2 * 15) / 10,
    'Vuelve al punto de partida en t = 2v₀/g = 3 s.',
  ),
  parts(
    818,
    KIN,
    'Un chico arroja una piedra verticalmente hacia arriba con una rapidez inicial de 25 m/s (g = 10 m/s²).',
    [
      part('a', '¿Cuánto tarda en llegar al punto más alto?', 2.5, 's', '2,5 s'),
      part('b', '¿Qué altura máxima alcanza?', 31.25, 'm', '31,25 m'),
    ],
    () => [[25 / 10], [25 ** 2 / 20]],
    't = v₀/g = 2,5 s; h = v₀²/(2g) = 625/20 = 31,25 m.',
  ),
  numeric(
    819,
    KIN,
    '¿Con qué velocidad hay que lanzar verticalmente hacia arriba un objeto para que alcance una altura máxima de 45 m? (g = 10 m/s²)',
    { value: 30, unit: 'm/s', text: '30 m/s' },
    () => Math.sqrt(2 * 10 * 45),
    'v₀ = √(2gh) = √900 = 30 m/s.',
  ),
  numeric(
    820,
    KIN,
    'Una pelota se lanza hacia arriba a 30 m/s. Con g = 10 m/s², ¿qué velocidad tiene 2 s después?',
    { value: 10, unit: 'm/s', text: '10 m/s hacia arriba' },
    () => 30 - 10 * 2,
    'v = v₀ − g t = 30 − 20 = 10 m/s (todavía sube).',
  ),
  // Horizontal launch
  numeric(
    821,
    KIN,
    'Una bolita rueda por una mesa de 1,25 m de altura y abandona el borde con una velocidad horizontal de 2 m/s. ¿A qué distancia del pie de la mesa cae? (g = 10 m/s²)',
    { value: 1, unit: 'm', text: '1 m' },
    () => 2 * Math.sqrt((2 * 1.25) / 10),
    'Cae en t = √(2h/g) = 0,5 s; x = v·t = 1 m.',
  ),
  numeric(
    822,
    KIN,
    'Desde un acantilado de 80 m de altura se lanza horizontalmente una piedra a 15 m/s. Con g = 10 m/s², ¿cuánto tarda en llegar al agua?',
    { value: 4, unit: 's', text: '4 s' },
    () => Math.sqrt((2 * 80) / 10),
    'La caída vertical no depende de la velocidad horizontal: t = √(2h/g) = 4 s.',
  ),
  parts(
    823,
    KIN,
    'Un avión vuela horizontalmente a 500 m de altura con una velocidad de 100 m/s y suelta un paquete. Tomá g = 10 m/s².',
    [
      part('a', '¿Cuánto tarda el paquete en llegar al suelo?', 10, 's', '10 s'),
      part('b', '¿Qué distancia horizontal recorre mientras cae?', 1000, 'm', '1000 m'),
    ],
    () => [[Math.sqrt((2 * 500) / 10)], [100 * Math.sqrt((2 * 500) / 10)]],
    't = √(2h/g) = 10 s; x = 100 · 10 = 1000 m.',
  ),
  numeric(
    824,
    KIN,
    'Se lanza horizontalmente un proyectil desde 20 m de altura con una velocidad de 10 m/s. ¿Con qué rapidez llega al suelo? g = 10 m/s².',
    { value: Math.sqrt(500), unit: 'm/s', text: '≈ 22,4 m/s' },
    () => Math.hypot(10, Math.sqrt(2 * 10 * 20)),
    'vy = √(2gh) = 20 m/s; v = √(10² + 20²) ≈ 22,36 m/s.',
  ),
  // Oblique launch
  numeric(
    825,
    KIN,
    'Un proyectil se dispara desde el suelo con una velocidad de 50 m/s formando un ángulo de 37° con la horizontal. Con g = 10 m/s², sen 37° = 0,6 y cos 37° = 0,8, ¿cuál es su alcance horizontal?',
    { value: 240, unit: 'm', text: '240 m' },
    () => 50 * 0.8 * ((2 * 50 * 0.6) / 10),
    'vx = 40 m/s, vy = 30 m/s; T = 2 · 30/10 = 6 s; R = 40 · 6 = 240 m.',
  ),
  numeric(
    826,
    KIN,
    'Una pelota es pateada con 20 m/s a 30° sobre la horizontal. ¿Qué altura máxima alcanza? (g = 10 m/s²)',
    { value: 5, unit: 'm', text: '5 m' },
    () => (20 * 0.5) ** 2 / 20,
    'vy = 20 · sen 30° = 10 m/s; h = vy²/(2g) = 5 m.',
  ),
  parts(
    827,
    KIN,
    'Se lanza un objeto desde el piso con una velocidad inicial de 40 m/s que forma 60° con la horizontal (g = 10 m/s²).',
    [
      part('a', '¿Cuánto tiempo está en el aire?', (2 * 40 * Math.sin(Math.PI / 3)) / 10, 's', '≈ 6,93 s'),
      part('b', '¿Cuál es su alcance?', (40 ** 2 * Math.sin((2 * Math.PI) / 3)) / 10, 'm', '≈ 138,6 m'),
    ],
    () => [[(80 * Math.sin(Math.PI / 3)) / 10], [(1600 * Math.sin((2 * Math.PI) / 3)) / 10]],
    'vy = 40 · sen 60° ≈ 34,64 m/s; T = 2vy/g ≈ 6,93 s; R = v₀² sen 120°/g ≈ 138,56 m.',
  ),
  options(
    828,
    KIN,
    'Un cañón dispara un proyectil a 100 m/s con una inclinación de 45°. Despreciando el aire y con g = 10 m/s², el alcance horizontal es:',
    ['1000 m', '500 m', '707 m', '2000 m'],
    0,
    () => [100 ** 2 / 10],
    'R = v₀² sen 90°/g = 10000/10 = 1000 m.',
  ),
  // Meetings and chases
  numeric(
    829,
    MEET,
    'Dos ciclistas están separados 3 km y van uno hacia el otro por la misma ruta, a 10 m/s y a 5 m/s. ¿Cuánto tardan en cruzarse?',
    { value: 200, unit: 's', text: '200 s' },
    () => 3000 / 15,
    'Se acercan a 15 m/s: t = 3000/15 = 200 s.',
  ),
  numeric(
    830,
    MEET,
    'Un auto que va a 20 m/s constantes está 100 m detrás de un camión que va a 15 m/s en el mismo sentido. ¿Cuánto tarda el auto en alcanzar al camión?',
    { value: 20, unit: 's', text: '20 s' },
    () => 100 / (20 - 15),
    'La distancia se acorta a 5 m/s: t = 100/5 = 20 s.',
  ),
  // Newton's laws
  numeric(
    831,
    DYN,
    'Sobre un cuerpo de 4 kg, apoyado en una superficie horizontal lisa, se aplica una fuerza horizontal de 12 N. ¿Qué aceleración adquiere?',
    { value: 3, unit: 'm/s²', text: '3 m/s²' },
    () => 12 / 4,
    'a = F/m = 12/4 = 3 m/s².',
  ),
  numeric(
    832,
    DYN,
    '¿Qué fuerza neta se necesita para que un auto de 1200 kg pase del reposo a 20 m/s en 10 s?',
    { value: 2400, unit: 'N', text: '2400 N' },
    () => 1200 * (20 / 10),
    'a = 20/10 = 2 m/s²; F = m·a = 2400 N.',
  ),
  numeric(
    833,
    DYN,
    'Un bloque de 10 kg es arrastrado por el piso con una fuerza horizontal de 50 N; el coeficiente de rozamiento cinético es 0,2. Tomando g = 10 m/s², calculá la aceleración.',
    { value: 3, unit: 'm/s²', text: '3 m/s²' },
    () => (50 - 0.2 * 10 * 10) / 10,
    'Fr = 0,2 · 100 = 20 N; a = (50 − 20)/10 = 3 m/s².',
  ),
  options(
    834,
    DYN,
    'Un cajón de 50 kg está en reposo sobre un piso con μe = 0,4. Con g = 10 m/s², la mínima fuerza horizontal que lo pone en movimiento es:',
    ['200 N', '500 N', '20 N', '125 N'],
    0,
    () => [0.4 * 50 * 10],
    'Fr máx = μe · m · g = 0,4 · 500 = 200 N.',
  ),
  numeric(
    835,
    DYN,
    'Un bloque de 2 kg desliza por un plano inclinado de 30° sin rozamiento. ¿Cuál es su aceleración? (g = 10 m/s²)',
    { value: 5, unit: 'm/s²', text: '5 m/s²' },
    () => 10 * 0.5,
    'a = g sen 30° = 5 m/s².',
  ),
  numeric(
    836,
    DYN,
    'Un cuerpo de 5 kg baja por un plano inclinado de 37° cuyo coeficiente de rozamiento dinámico es 0,5. Considerá g = 10 m/s², sen 37° = 0,6 y cos 37° = 0,8. ¿Cuál es su aceleración?',
    { value: 2, unit: 'm/s²', text: '2 m/s²' },
    () => 10 * (0.6 - 0.5 * 0.8),
    'a = g (sen α − μ cos α) = 10 (0,6 − 0,4) = 2 m/s².',
  ),
  parts(
    837,
    PULLEY,
    'En una máquina de Atwood cuelgan masas de 6 kg y 4 kg de los extremos de una cuerda que pasa por una polea ideal. Tomá g = 10 m/s².',
    [
      part('a', '¿Cuál es la aceleración del sistema?', 2, 'm/s²', '2 m/s²'),
      part('b', '¿Cuál es la tensión de la cuerda?', 48, 'N', '48 N'),
    ],
    () => [[(10 * 2) / 10], [4 * (10 + 2)]],
    'a = (6 − 4) g/10 = 2 m/s²; T = 4 (g + a) = 48 N.',
  ),
  numeric(
    838,
    DYN,
    'Una persona de 70 kg está parada sobre una balanza dentro de un ascensor que sube con aceleración de 2 m/s². Con g = 10 m/s², ¿cuánto marca la balanza?',
    { value: 840, unit: 'N', text: '840 N' },
    () => 70 * (10 + 2),
    'N = m (g + a) = 70 · 12 = 840 N.',
  ),
  numeric(
    839,
    PULLEY,
    'Un bloque de 3 kg sobre una mesa horizontal sin rozamiento está unido por una cuerda que pasa por una polea a otro bloque de 2 kg que cuelga. ¿Cuál es la aceleración del sistema? (g = 10 m/s²)',
    { value: 4, unit: 'm/s²', text: '4 m/s²' },
    () => (2 * 10) / 5,
    'a = m₂ g/(m₁ + m₂) = 20/5 = 4 m/s².',
  ),
  numeric(
    840,
    DYN,
    'Un auto de 1000 kg que viaja a 20 m/s frena hasta detenerse en 40 m. ¿Cuál es la fuerza de frenado, supuesta constante?',
    { value: 5000, unit: 'N', text: '5000 N' },
    () => 1000 * (20 ** 2 / (2 * 40)),
    'a = v₀²/(2d) = 5 m/s²; F = m·a = 5000 N.',
  ),
  numeric(
    841,
    DYN,
    '¿Cuánto pesa en la Tierra un cuerpo de 15 kg? Usá g = 9,8 m/s².',
    { value: 147, unit: 'N', text: '147 N' },
    () => 15 * 9.8,
    'P = m·g = 15 · 9,8 = 147 N.',
  ),
  numeric(
    842,
    KIN,
    'Un móvil recorre una circunferencia de 2 m de radio con movimiento circular uniforme, dando 30 vueltas por minuto. ¿Cuál es su velocidad tangencial?',
    { value: 2 * Math.PI, unit: 'm/s', text: '≈ 6,28 m/s' },
    () => ((30 * 2 * Math.PI) / 60) * 2,
    'ω = 30 · 2π/60 = π rad/s; v = ω r = 2π ≈ 6,28 m/s.',
  ),
  // Chases where one starts from rest, bodies moving apart, a later start, throws back to the hand (#32).
  numeric(
    850,
    MEET,
    'Un patrullero parte del reposo con aceleración constante de 2 m/s² en el mismo instante en que un auto que viaja a 72 km/h pasa a su lado. ¿Cuánto tarda el patrullero en alcanzarlo?',
    { value: 20, unit: 's', text: '20 s' },
    () => (2 * (72 / 3.6)) / 2,
    '72 km/h = 20 m/s; 20 t = ½ · 2 · t² → t = 20 s.',
  ),
  numeric(
    851,
    MEET,
    'Un motociclista que está detenido en un semáforo arranca con una aceleración de 3 m/s² justo cuando lo pasa un camión a 15 m/s constantes. ¿A qué distancia del semáforo lo alcanza?',
    { value: 150, unit: 'm', text: '150 m' },
    () => 15 * ((2 * 15) / 3),
    '15 t = ½ · 3 · t² → t = 10 s; d = 15 · 10 = 150 m.',
  ),
  options(
    852,
    MEET,
    'Cuando un colectivo que va a 54 km/h pasa junto a un auto detenido, este arranca con aceleración de 1,5 m/s² en el mismo sentido. El auto alcanza al colectivo al cabo de:',
    ['20 s', '10 s', '40 s', '15 s'],
    0,
    () => [(2 * (54 / 3.6)) / 1.5],
    '54 km/h = 15 m/s; 15 t = ½ · 1,5 · t² → t = 20 s.',
  ),
  numeric(
    853,
    MEET,
    'Dos trenes parten al mismo tiempo de dos estaciones distantes 300 km, uno hacia el otro, a 80 km/h y a 70 km/h. ¿A qué distancia de la primera estación se cruzan?',
    { value: 160, unit: 'km', text: '160 km' },
    () => 80 * (300 / (80 + 70)),
    't = 300/150 = 2 h; x = 80 · 2 = 160 km.',
  ),
  numeric(
    854,
    MEET,
    'Dos autos parten simultáneamente del mismo punto en direcciones opuestas, a 60 km/h y a 90 km/h. ¿Qué distancia los separa al cabo de 2 h?',
    { value: 300, unit: 'km', text: '300 km' },
    () => (60 + 90) * 2,
    'Se separan a 150 km/h: d = 150 · 2 = 300 km.',
  ),
  numeric(
    855,
    MEET,
    'Dos ciclistas se alejan desde un mismo punto por un camino recto en direcciones opuestas, uno a 5 m/s y el otro a 7 m/s. ¿Cuánto tardan en quedar separados 3,6 km?',
    { value: 300, unit: 's', text: '300 s' },
    () => 3600 / (5 + 7),
    'Se separan a 12 m/s: t = 3600/12 = 300 s.',
  ),
  numeric(
    856,
    MEET,
    'Desde dos ciudades separadas 45 km salen al mismo tiempo, uno hacia el otro, un ciclista a 10 m/s y un auto a 54 km/h. ¿Cuántos minutos tardan en encontrarse?',
    { value: 30, unit: 'min', text: '30 min' },
    () => 45000 / (10 + 54 / 3.6) / 60,
    '10 m/s + 15 m/s = 25 m/s; t = 45 000/25 = 1800 s = 30 min.',
  ),
  numeric(
    857,
    MEET,
    'Un auto sale de una ciudad a 60 km/h. Una moto parte 10 minutos después de la misma ciudad, en el mismo sentido, a 80 km/h. ¿Cuántos minutos después de salir la moto alcanza al auto?',
    { value: 30, unit: 'min', text: '30 min' },
    () => ((60 * (10 / 60)) / (80 - 60)) * 60,
    'Ventaja: 60 · 1/6 = 10 km; se acorta a 20 km/h: t = 0,5 h = 30 min.',
  ),
  numeric(
    858,
    MEET,
    'Un camión pasa por un peaje a 72 km/h. Un auto parte del mismo peaje 10 minutos después, a 108 km/h, y lo persigue. ¿A qué distancia del peaje lo alcanza?',
    { value: 36, unit: 'km', text: '36 km' },
    () => 108 * ((72 * (10 / 60)) / (108 - 72)),
    'Ventaja: 72 · 1/6 = 12 km; t = 12/36 = 1/3 h; d = 108/3 = 36 km.',
  ),
  numeric(
    859,
    MEET,
    'Dos pueblos A y B están separados 150 km. De A sale un auto hacia B a 60 km/h; media hora después sale de B hacia A otro auto a 90 km/h. ¿A qué distancia de A se encuentran?',
    { value: 78, unit: 'km', text: '78 km' },
    () => 60 * 0.5 + 60 * ((150 - 60 * 0.5) / (60 + 90)),
    'En media hora el primero hace 30 km; faltan 120 km a 150 km/h: 0,8 h; x = 30 + 60 · 0,8 = 78 km.',
  ),
  numeric(
    860,
    KIN,
    'Se lanza una pelota verticalmente hacia arriba con una velocidad de 20 m/s. ¿Cuánto tarda en volver al punto de lanzamiento? (g = 10 m/s²)',
    { value: 4, unit: 's', text: '4 s' },
    () => (2 * 20) / 10,
    'Sube durante v₀/g = 2 s y baja otro tanto: t = 2 v₀/g = 4 s.',
  ),
  numeric(
    861,
    KIN,
    'Una piedra se lanza hacia arriba a 25 m/s. ¿Qué velocidad tiene cuando pasa por un punto ubicado a 20 m de altura? Usá g = 10 m/s².',
    { value: 15, unit: 'm/s', text: '15 m/s' },
    () => Math.sqrt(25 ** 2 - 2 * 10 * 20),
    'v² = 625 − 400 = 225 → v = 15 m/s (al subir y al bajar).',
  ),
  options(
    862,
    KIN,
    'Un cuerpo es lanzado verticalmente hacia arriba con 30 m/s (g = 10 m/s²). El tiempo que tarda en regresar a la mano del lanzador es:',
    ['3 s', '6 s', '9 s', '4,5 s'],
    1,
    () => [(2 * 30) / 10],
    'Sube durante v₀/g = 3 s y baja otro tanto: t = 2 v₀/g = 6 s.',
  ),
  numeric(
    863,
    KIN,
    'Con g = 9,8 m/s², se arroja hacia arriba una piedra a 14,7 m/s. ¿A qué velocidad pasa por la altura de 10 m?',
    { value: Math.sqrt(14.7 ** 2 - 2 * 9.8 * 10), unit: 'm/s', text: '≈ 4,48 m/s' },
    () => Math.sqrt(14.7 ** 2 - 2 * 9.8 * 10),
    'v² = 216,09 − 196 = 20,09 → v ≈ 4,48 m/s.',
  ),
  numeric(
    864,
    KIN,
    'Se lanza verticalmente hacia arriba un objeto a 72 km/h. ¿Cuánto tiempo permanece en el aire? (g = 10 m/s²)',
    { value: 4, unit: 's', text: '4 s' },
    () => (2 * (72 / 3.6)) / 10,
    '72 km/h = 20 m/s; t = 2 · 20/10 = 4 s.',
  ),
  numeric(
    865,
    MEET,
    'Un auto parte del reposo con una aceleración de 2 m/s² persiguiendo a una moto que va a 10 m/s y le lleva 50 m de ventaja. ¿Cuánto tarda en alcanzarla?',
    { value: 5 + Math.sqrt(75), unit: 's', text: '≈ 13,66 s' },
    () => (10 + Math.sqrt(10 ** 2 + 2 * 2 * 50)) / 2,
    '½ · 2 · t² = 50 + 10 t → t² − 10 t − 50 = 0 → t = 5 + √75 ≈ 13,66 s.',
  ),
  numeric(
    866,
    MEET,
    'Un tren parte de la estación A hacia la B a 72 km/h. Diez minutos después parte de B hacia A otro tren a 90 km/h. Si las estaciones distan 42 km, ¿cuánto tiempo después de la partida del primero se cruzan?',
    { value: 10 + (30 / 162) * 60, unit: 'min', text: '≈ 21,11 min' },
    () => 10 + ((42 - 72 / 6) / (72 + 90)) * 60,
    'En 10 min el primero hace 12 km; faltan 30 km a 162 km/h: ≈ 11,11 min más; desde que salió el primero, ≈ 21,11 min.',
  ),
  numeric(
    867,
    MEET,
    'Un camión pasa por un peaje a 72 km/h. Un auto parte del mismo peaje 10 minutos después, a 108 km/h, y lo persigue. ¿Cuánto tiempo después de pasar el camión por el peaje lo alcanza?',
    { value: 30, unit: 'min', text: '30 min' },
    () => 10 + (72 / 6 / (108 - 72)) * 60,
    'Ventaja: 12 km; el auto la descuenta a 36 km/h en 20 min; desde que pasó el camión, 10 + 20 = 30 min.',
  ),
  numeric(
    868,
    MEET,
    'Dos autos salen de una misma ciudad en direcciones opuestas, uno a 20 m/s y el otro a 72 km/h. ¿A qué distancia están después de 10 minutos?',
    { value: 24, unit: 'km', text: '24 km' },
    () => ((20 + 72 / 3.6) * 600) / 1000,
    '20 m/s + 20 m/s = 40 m/s; en 600 s se separan 24 000 m = 24 km.',
  ),
  numeric(
    869,
    MEET,
    'Dos móviles parten de dos puntos distantes 600 m y se mueven en direcciones opuestas, acercándose, a 4 m/s y 6 m/s. ¿Cuánto tardan en encontrarse?',
    { value: 60, unit: 's', text: '60 s' },
    () => 600 / (4 + 6),
    'Se acercan a 10 m/s: t = 600/10 = 60 s.',
  ),
  numeric(
    870,
    KIN,
    'Se lanza una piedra verticalmente hacia arriba con 20 m/s. ¿Con qué velocidad vuelve a pasar por el punto de lanzamiento?',
    { value: 20, unit: 'm/s', text: '20 m/s, hacia abajo' },
    () => 20,
    'Sin rozamiento sube y baja simétricamente: vuelve con la rapidez de salida, 20 m/s, hacia abajo.',
  ),
  numeric(
    871,
    KIN,
    'Una pelota lanzada verticalmente hacia arriba vuelve a la mano del lanzador 4 s después. ¿Qué altura máxima alcanzó? (g = 10 m/s²)',
    { value: 20, unit: 'm', text: '20 m' },
    () => (10 * 4 ** 2) / 8,
    'Sube 2 s: v₀ = 10 · 2 = 20 m/s; h = v₀²/(2g) = 400/20 = 20 m.',
  ),
  options(
    872,
    KIN,
    'Una pelota lanzada verticalmente hacia arriba regresa a la mano del lanzador al cabo de 6 s. Con g = 10 m/s², la altura máxima que alcanzó es:',
    ['45 m', '90 m', '30 m', '180 m'],
    0,
    () => [(10 * 6 ** 2) / 8],
    'Sube 3 s: v₀ = 30 m/s; h = 900/20 = 45 m.',
  ),
  options(
    873,
    MEET,
    'Dos autos se alejan en direcciones opuestas desde un mismo cruce. Uno va a 54 km/h y el otro a 20 m/s. ¿Cuánto tardan en estar separados 7 km?',
    ['200 s', '140 s', '350 s', '100 s'],
    0,
    () => [7000 / (54 / 3.6 + 20)],
    '54 km/h = 15 m/s; se separan a 35 m/s: t = 7000/35 = 200 s.',
  ),
  numeric(
    874,
    MEET,
    'Un ladrón huye a 5 m/s y un policía que está 30 m detrás lo persigue a 7 m/s. ¿Qué distancia recorre el policía hasta alcanzarlo?',
    { value: 105, unit: 'm', text: '105 m' },
    () => 7 * (30 / (7 - 5)),
    'La distancia se acorta a 2 m/s: t = 15 s; el policía recorre 7 · 15 = 105 m.',
  ),
];
