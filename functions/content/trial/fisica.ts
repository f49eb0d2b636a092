import { pasos } from '../items.ts';
import type { MultipleChoiceExercise } from '../schema.ts';

const r = String.raw;

export const fisica: MultipleChoiceExercise[] = [
  {
    id: 'fis-prueba-001',
    topic: 'mecanica',
    subtopic: 'mecanica.cinematica',
    difficulty: 'facil',
    kind: 'multiple-choice',
    question:
      'Una ciclista recorre 36 km en 2 horas, siempre a la misma velocidad. ¿Cuál es su velocidad en m/s?',
    options: ['5 m/s', '18 m/s', '64,8 m/s', '10 m/s'],
    correctAnswer: 0,
    check: { compute: () => 36_000 / (2 * 3600) },
    explanation: pasos(
      [
        r`En un movimiento uniforme $v = \frac{d}{t} = \frac{36\ \text{km}}{2\ \text{h}} = 18\ \text{km/h}$.`,
        r`Para pasar de km/h a m/s dividís por 3,6 (1 km = 1000 m y 1 h = 3600 s): $18 \div 3{,}6 = 5$.`,
        'Dejarlo en 18 es olvidar la conversión, y multiplicar por 3,6 da 64,8: en m/s el número siempre queda más chico que en km/h.',
      ],
      'La velocidad es 5 m/s.',
    ),
  },
  {
    id: 'fis-prueba-002',
    topic: 'mecanica',
    subtopic: 'mecanica.dinamica',
    difficulty: 'facil',
    kind: 'multiple-choice',
    question:
      'Un cuerpo se mueve en línea recta con velocidad constante. ¿Qué podés afirmar sobre la fuerza neta (resultante) que actúa sobre él?',
    options: [
      'Es nula.',
      'Apunta en el sentido del movimiento.',
      'Es igual a su peso.',
      'Crece a medida que avanza.',
    ],
    correctAnswer: 0,
    explanation: pasos(
      [
        'Velocidad constante en línea recta quiere decir que la aceleración es cero.',
        r`Por la segunda ley de Newton, $F_{\text{neta}} = m \cdot a = m \cdot 0 = 0$.`,
        'Puede haber fuerzas actuando (el motor y el rozamiento, por ejemplo), pero se compensan. La idea de que hace falta una fuerza en el sentido del movimiento para que algo siga moviéndose es el error clásico que corrigió Newton.',
      ],
      'La fuerza neta es nula (primera ley de Newton).',
    ),
  },
  {
    id: 'fis-prueba-003',
    topic: 'mecanica',
    subtopic: 'mecanica.cinematica',
    difficulty: 'medio',
    kind: 'multiple-choice',
    question: r`Un auto parte del reposo y acelera a $2\ \text{m/s}^2$ durante 5 s. ¿Qué distancia recorre en ese tiempo?`,
    options: ['25 m', '50 m', '10 m', '100 m'],
    correctAnswer: 0,
    check: { compute: () => 0.5 * 2 * 5 ** 2 },
    explanation: pasos(
      [
        r`Parte del reposo, así que $v_0 = 0$ y la distancia es $d = \frac{1}{2} a t^{2}$.`,
        r`$d = \frac{1}{2} \cdot 2\ \text{m/s}^2 \cdot (5\ \text{s})^{2} = \frac{1}{2} \cdot 2 \cdot 25 = 25$ m.`,
        'Sin el un medio salen 50 m; 10 m es la velocidad final (10 m/s), no la distancia.',
      ],
      'Recorre 25 m.',
    ),
  },
  {
    id: 'fis-prueba-004',
    topic: 'mecanica',
    subtopic: 'mecanica.dinamica',
    difficulty: 'medio',
    kind: 'multiple-choice',
    question: 'Sobre un cuerpo de 4 kg actúa una fuerza neta de 20 N. ¿Qué aceleración adquiere?',
    options: [r`$5\ \text{m/s}^2$`, r`$80\ \text{m/s}^2$`, r`$0{,}2\ \text{m/s}^2$`, r`$16\ \text{m/s}^2$`],
    correctAnswer: 0,
    check: { compute: () => 20 / 4 },
    explanation: pasos(
      [
        r`Segunda ley de Newton: $F = m \cdot a$, así que $a = \frac{F}{m}$.`,
        r`$a = \frac{20\ \text{N}}{4\ \text{kg}} = 5\ \text{m/s}^2$ (1 N = 1 kg·m/s²).`,
        r`Multiplicar da 80 y dividir al revés da 0,2: revisá siempre que la masa vaya en el denominador.`,
      ],
      r`$a = 5\ \text{m/s}^2$`,
    ),
  },
  {
    id: 'fis-prueba-005',
    topic: 'mecanica',
    subtopic: 'mecanica.trabajo-energia',
    difficulty: 'medio',
    kind: 'multiple-choice',
    question: r`Se deja caer una pelota desde 20 m de altura. Sin rozamiento y con $g = 10\ \text{m/s}^2$, ¿con qué velocidad llega al suelo?`,
    options: ['20 m/s', '200 m/s', '400 m/s', '14,1 m/s'],
    correctAnswer: 0,
    check: { compute: () => Math.sqrt(2 * 10 * 20) },
    explanation: pasos(
      [
        r`Se conserva la energía mecánica: la energía potencial de arriba se vuelve cinética abajo, $m g h = \frac{1}{2} m v^{2}$.`,
        r`La masa se simplifica: $v = \sqrt{2 g h} = \sqrt{2 \cdot 10 \cdot 20} = \sqrt{400}$.`,
        r`$v = 20$ m/s. Si olvidabas la raíz te quedaba 400, y sin el 2 obtenías $\sqrt{200} \approx 14{,}1$.`,
      ],
      'Llega a 20 m/s.',
    ),
  },
  {
    id: 'fis-prueba-006',
    topic: 'termodinamica',
    subtopic: 'termodinamica.calorimetria',
    difficulty: 'facil',
    kind: 'multiple-choice',
    question:
      '¿Cuánto calor hay que darle a 500 g de agua para calentarla de 20 °C a 80 °C? (calor específico del agua: 1 cal/(g·°C))',
    options: ['30.000 cal', '40.000 cal', '10.000 cal', '50.000 cal'],
    correctAnswer: 0,
    check: { compute: () => 500 * 1 * (80 - 20) },
    explanation: pasos(
      [
        r`El calor sensible es $Q = m \cdot c \cdot \Delta T$, y la variación de temperatura es $\Delta T = 80 - 20 = 60$ °C.`,
        r`$Q = 500 \cdot 1 \cdot 60 = 30.000$ cal.`,
        'Usar solo la temperatura final (80 °C) da 40.000 cal y sumar las temperaturas, 50.000 cal: lo que importa es cuánto cambia.',
      ],
      'Hacen falta 30.000 cal (30 kcal).',
    ),
  },
  {
    id: 'fis-prueba-007',
    topic: 'ondas',
    subtopic: 'ondas.magnitudes-velocidad',
    difficulty: 'facil',
    kind: 'multiple-choice',
    question:
      'Una onda tiene una frecuencia de 50 Hz y una longitud de onda de 4 m. ¿Con qué velocidad se propaga?',
    options: ['200 m/s', '12,5 m/s', '0,08 m/s', '54 m/s'],
    correctAnswer: 0,
    check: { compute: () => 4 * 50 },
    explanation: pasos(
      [
        r`La velocidad de una onda es $v = \lambda \cdot f$: en cada oscilación avanza una longitud de onda.`,
        r`$v = 4\ \text{m} \cdot 50\ \text{Hz} = 200$ m/s (1 Hz = 1/s).`,
        'Dividir en cualquier orden (12,5 o 0,08) no da una velocidad: revisá las unidades.',
      ],
      'Se propaga a 200 m/s.',
    ),
  },
  {
    id: 'fis-prueba-008',
    topic: 'electricidad',
    subtopic: 'electricidad.circuitos-ohm',
    difficulty: 'facil',
    kind: 'multiple-choice',
    question:
      'Por una resistencia de 20 Ω circula una corriente de 0,5 A. ¿Qué tensión hay entre sus extremos?',
    options: ['10 V', '40 V', '0,025 V', '20,5 V'],
    correctAnswer: 0,
    check: { compute: () => 20 * 0.5 },
    explanation: pasos(
      [
        r`Ley de Ohm: $V = I \cdot R$.`,
        r`$V = 0{,}5\ \text{A} \cdot 20\ \Omega = 10$ V.`,
        'Dividir la resistencia por la corriente da 40 y al revés 0,025: ninguna de las dos es una tensión.',
      ],
      'La tensión es 10 V.',
    ),
  },
  {
    id: 'fis-prueba-009',
    topic: 'electricidad',
    subtopic: 'electricidad.circuitos-ohm',
    difficulty: 'medio',
    kind: 'multiple-choice',
    question:
      'Una batería de 12 V alimenta dos resistencias de 4 Ω y 12 Ω conectadas en paralelo. ¿Qué corriente entrega la batería?',
    options: ['4 A', '0,75 A', '1 A', '3 A'],
    correctAnswer: 0,
    check: { compute: () => 12 / (1 / (1 / 4 + 1 / 12)) },
    explanation: pasos(
      [
        r`En paralelo se suman las inversas: $\frac{1}{R_{eq}} = \frac{1}{4} + \frac{1}{12} = \frac{3}{12} + \frac{1}{12} = \frac{4}{12}$, así que $R_{eq} = 3\ \Omega$.`,
        r`Por la ley de Ohm, $I = \frac{V}{R_{eq}} = \frac{12\ \text{V}}{3\ \Omega} = 4$ A.`,
        'Con las resistencias en serie (16 Ω) salían 0,75 A, y 1 A es solo la corriente de la de 12 Ω. Control: en paralelo la batería entrega la suma de las dos corrientes, 3 A + 1 A = 4 A.',
      ],
      'La batería entrega 4 A.',
    ),
  },
  {
    id: 'fis-prueba-010',
    topic: 'optica',
    subtopic: 'optica.refraccion',
    difficulty: 'facil',
    kind: 'multiple-choice',
    question: 'Un sorbete apoyado en un vaso con agua parece quebrado justo en la superficie. ¿Por qué pasa?',
    options: [
      'Porque la luz cambia de dirección al pasar del agua al aire (refracción).',
      'Porque la superficie del agua refleja la luz como un espejo.',
      'Porque el agua absorbe parte de la luz que llega del sorbete.',
      'Porque la luz se dispersa en colores al atravesar el vidrio.',
    ],
    correctAnswer: 0,
    explanation: pasos(
      [
        'La luz viaja más lento en el agua que en el aire, y al cruzar la superficie en forma oblicua cambia de dirección: eso es la refracción.',
        'Tu ojo interpreta que la luz llegó en línea recta, así que ve la parte sumergida del sorbete en un lugar distinto del real (más arriba), y el sorbete parece quebrado.',
        'La reflexión explica los reflejos de la superficie, no el quiebre; la absorción apenas oscurece la imagen, y la dispersión en colores es la del arcoíris o el prisma.',
      ],
      'Es un efecto de la refracción de la luz.',
    ),
  },
  {
    id: 'fis-prueba-011',
    topic: 'fisica-moderna',
    subtopic: 'fisica-moderna.nucleo',
    difficulty: 'medio',
    kind: 'multiple-choice',
    question:
      'Una muestra de 80 g de un isótopo radiactivo tiene un período de semidesintegración de 5 días. ¿Qué masa del isótopo queda al cabo de 15 días?',
    options: ['10 g', '40 g', '20 g', '26,7 g'],
    correctAnswer: 0,
    check: { compute: () => 80 * 0.5 ** (15 / 5) },
    explanation: pasos(
      [
        r`En cada período de semidesintegración se desintegra la mitad de lo que queda. En 15 días entran $15 \div 5 = 3$ períodos.`,
        r`Dividí por 2 tres veces: $80 \rightarrow 40 \rightarrow 20 \rightarrow 10$ g, o sea $80 \cdot \left(\frac{1}{2}\right)^{3} = 10$ g.`,
        'No decrece en forma lineal: dividir 80 por 3 (26,7 g) supone que se pierde lo mismo cada día; 40 g y 20 g son lo que queda a los 5 y a los 10 días.',
      ],
      'Quedan 10 g del isótopo.',
    ),
  },
];
