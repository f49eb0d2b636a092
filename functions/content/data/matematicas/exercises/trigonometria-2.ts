import type { Exercise } from '../../../schema.ts';
import { mc, radParts, vf } from '../helpers.ts';

const TWO_PI = 2 * Math.PI;

/** Angles in [0, 2π) whose sine is s, smallest first. */
const anglesWithSine = (s: number) => {
  const a = Math.asin(s);
  return [...new Set([a, Math.PI - a].map((x) => round12((x + TWO_PI) % TWO_PI)))].sort((p, q) => p - q);
};

/** Angles in [0, 2π) whose cosine is c, smallest first. */
const anglesWithCosine = (c: number) => {
  const a = Math.acos(c);
  return [...new Set([a, TWO_PI - a].map((x) => round12(x % TWO_PI)))].sort((p, q) => p - q);
};

/** Removes floating noise so equal angles compare equal. */
const round12 = (x: number) => Math.round(x * 1e12) / 1e12;

/** The numbers a student sees for a list of angles written as fractions of π. */
const shown = (angles: readonly number[]) => angles.flatMap(radParts);

/** Trigonometría, second part: equations on [0, 2π), right triangles and the sine and cosine laws. */
export const exercises: Exercise[] = [
  // ───────────── ecuaciones trigonométricas ─────────────
  mc({
    id: 'mat-trigonometria-028',
    subtopic: 'ecuaciones',
    difficulty: 'medio',
    question: String.raw`Resolvé $2\cos x = \sqrt{3}$ para $x \in [0;\ 2\pi)$.`,
    correct: String.raw`$x = \frac{\pi}{6}$ y $x = \frac{11\pi}{6}$`,
    distractors: [
      String.raw`$x = \frac{\pi}{6}$ y $x = \frac{5\pi}{6}$`,
      String.raw`$x = \frac{\pi}{3}$ y $x = \frac{5\pi}{3}$`,
      String.raw`Solo $x = \frac{\pi}{6}$`,
    ],
    pos: 0,
    check: () => shown(anglesWithCosine(Math.sqrt(3) / 2)),
    steps: [
      String.raw`Despejá: $\cos x = \frac{\sqrt{3}}{2}$. El ángulo del primer cuadrante con ese coseno es $\frac{\pi}{6}$ ($30^\circ$).`,
      String.raw`El coseno es positivo en el primer y el cuarto cuadrante. El ángulo del cuarto con el mismo coseno es $2\pi - \frac{\pi}{6} = \frac{11\pi}{6}$.`,
      String.raw`$\frac{5\pi}{6}$ tiene el mismo seno que $\frac{\pi}{6}$, pero coseno negativo; $\frac{\pi}{3}$ y $\frac{5\pi}{3}$ son las soluciones de $\cos x = \frac{1}{2}$.`,
    ],
    result: String.raw`$x = \frac{\pi}{6}$ y $x = \frac{11\pi}{6}$`,
  }),
  mc({
    id: 'mat-trigonometria-029',
    subtopic: 'ecuaciones',
    difficulty: 'dificil',
    question: String.raw`Resolvé $2\operatorname{sen}^2 x - \operatorname{sen} x - 1 = 0$ para $x \in [0;\ 2\pi)$.`,
    correct: String.raw`$x = \frac{\pi}{2}$, $x = \frac{7\pi}{6}$ y $x = \frac{11\pi}{6}$`,
    distractors: [
      String.raw`$x = \frac{\pi}{6}$, $x = \frac{\pi}{2}$ y $x = \frac{5\pi}{6}$`,
      String.raw`$x = \frac{7\pi}{6}$ y $x = \frac{11\pi}{6}$`,
      String.raw`$x = \frac{\pi}{2}$, $x = \frac{4\pi}{3}$ y $x = \frac{5\pi}{3}$`,
    ],
    pos: 3,
    check: () => {
      // t = sen x solves 2t^2 - t - 1 = 0
      const d = Math.sqrt(1 + 8);
      const roots = [(1 + d) / 4, (1 - d) / 4];
      return shown(roots.flatMap(anglesWithSine).sort((p, q) => p - q));
    },
    steps: [
      String.raw`Con $t = \operatorname{sen} x$ queda $2t^2 - t - 1 = 0$: $t = \frac{1 \pm 3}{4}$, o sea $t = 1$ o $t = -\frac{1}{2}$.`,
      String.raw`$\operatorname{sen} x = 1$ solo en $x = \frac{\pi}{2}$.`,
      String.raw`$\operatorname{sen} x = -\frac{1}{2}$: el ángulo de referencia es $\frac{\pi}{6}$ y el seno es negativo en el tercer y el cuarto cuadrante: $\pi + \frac{\pi}{6} = \frac{7\pi}{6}$ y $2\pi - \frac{\pi}{6} = \frac{11\pi}{6}$.`,
      String.raw`Tomar $t = \frac{1}{2}$ (error de signo) lleva a $\frac{\pi}{6}$ y $\frac{5\pi}{6}$; olvidar $t = 1$ pierde $\frac{\pi}{2}$; y $\frac{4\pi}{3}$, $\frac{5\pi}{3}$ tienen seno $-\frac{\sqrt{3}}{2}$.`,
    ],
    result: String.raw`$x = \frac{\pi}{2}$, $\frac{7\pi}{6}$ y $\frac{11\pi}{6}$`,
  }),
  mc({
    id: 'mat-trigonometria-030',
    subtopic: 'ecuaciones',
    difficulty: 'dificil',
    question: String.raw`Resolvé $\operatorname{tg} x = -1$ para $x \in [0;\ 2\pi)$.`,
    correct: String.raw`$x = \frac{3\pi}{4}$ y $x = \frac{7\pi}{4}$`,
    distractors: [
      String.raw`$x = \frac{3\pi}{4}$ y $x = \frac{5\pi}{4}$`,
      String.raw`$x = \frac{\pi}{4}$ y $x = \frac{5\pi}{4}$`,
      String.raw`Solo $x = \frac{3\pi}{4}$`,
    ],
    pos: 0,
    check: () => {
      const a = Math.atan(-1); // -π/4
      return shown([a + Math.PI, a + TWO_PI]);
    },
    steps: [
      String.raw`El ángulo de referencia es $\frac{\pi}{4}$, porque $\operatorname{tg} \frac{\pi}{4} = 1$.`,
      String.raw`La tangente es negativa cuando seno y coseno tienen signos opuestos: segundo y cuarto cuadrante. Los ángulos son $\pi - \frac{\pi}{4} = \frac{3\pi}{4}$ y $2\pi - \frac{\pi}{4} = \frac{7\pi}{4}$.`,
      String.raw`La tangente tiene período $\pi$: las soluciones están separadas por $\pi$. $\frac{5\pi}{4}$ está en el tercer cuadrante, donde la tangente es positiva, y $\frac{\pi}{4}$, $\frac{5\pi}{4}$ resuelven $\operatorname{tg} x = 1$.`,
    ],
    result: String.raw`$x = \frac{3\pi}{4}$ y $x = \frac{7\pi}{4}$`,
  }),
  mc({
    id: 'mat-trigonometria-031',
    subtopic: 'ecuaciones',
    difficulty: 'dificil',
    question: String.raw`Resolvé $2\operatorname{sen} x \cos x = \cos x$ para $x \in [0;\ 2\pi)$.`,
    correct: String.raw`$x = \frac{\pi}{6}$, $x = \frac{\pi}{2}$, $x = \frac{5\pi}{6}$ y $x = \frac{3\pi}{2}$`,
    distractors: [
      String.raw`$x = \frac{\pi}{6}$ y $x = \frac{5\pi}{6}$`,
      String.raw`$x = \frac{\pi}{2}$ y $x = \frac{3\pi}{2}$`,
      String.raw`$x = \frac{\pi}{3}$, $x = \frac{\pi}{2}$, $x = \frac{3\pi}{2}$ y $x = \frac{5\pi}{3}$`,
    ],
    pos: 2,
    check: () => shown([...anglesWithCosine(0), ...anglesWithSine(0.5)].sort((p, q) => p - q)),
    steps: [
      String.raw`No dividas por $\cos x$: puede valer cero y perdés soluciones. Pasá todo a un miembro y sacá factor común: $\cos x \,(2\operatorname{sen} x - 1) = 0$.`,
      String.raw`Primer factor: $\cos x = 0$ en $x = \frac{\pi}{2}$ y $x = \frac{3\pi}{2}$.`,
      String.raw`Segundo factor: $\operatorname{sen} x = \frac{1}{2}$ en $x = \frac{\pi}{6}$ y $x = \frac{5\pi}{6}$.`,
      String.raw`Dividir por $\cos x$ deja solo $\frac{\pi}{6}$ y $\frac{5\pi}{6}$; y $\frac{\pi}{3}$, $\frac{5\pi}{3}$ resuelven $\cos x = \frac{1}{2}$, no $\operatorname{sen} x = \frac{1}{2}$.`,
    ],
    result: String.raw`$x = \frac{\pi}{6}$, $\frac{\pi}{2}$, $\frac{5\pi}{6}$ y $\frac{3\pi}{2}$`,
  }),
  vf({
    id: 'mat-trigonometria-032',
    subtopic: 'ecuaciones',
    difficulty: 'medio',
    question: String.raw`Las soluciones de $\operatorname{sen} x = -\frac{1}{2}$ en $[0;\ 2\pi)$ están en el tercer y en el cuarto cuadrante.`,
    answer: true,
    steps: [
      'En la circunferencia trigonométrica el seno es la ordenada del punto: es negativo debajo del eje $x$, en el tercer y el cuarto cuadrante.',
      String.raw`Las soluciones son $\frac{7\pi}{6}$ ($210^\circ$, tercer cuadrante) y $\frac{11\pi}{6}$ ($330^\circ$, cuarto cuadrante).`,
    ],
    result: 'Verdadero.',
  }),
  mc({
    id: 'mat-trigonometria-033',
    subtopic: 'ecuaciones',
    difficulty: 'dificil',
    question: String.raw`Resolvé $\cos^2 x = \frac{1}{4}$ para $x \in [0;\ 2\pi)$.`,
    correct: String.raw`$x = \frac{\pi}{3}$, $x = \frac{2\pi}{3}$, $x = \frac{4\pi}{3}$ y $x = \frac{5\pi}{3}$`,
    distractors: [
      String.raw`$x = \frac{\pi}{3}$ y $x = \frac{5\pi}{3}$`,
      String.raw`$x = \frac{\pi}{6}$, $x = \frac{5\pi}{6}$, $x = \frac{7\pi}{6}$ y $x = \frac{11\pi}{6}$`,
      String.raw`$x = \frac{\pi}{3}$ y $x = \frac{2\pi}{3}$`,
    ],
    pos: 0,
    check: () => shown([...anglesWithCosine(0.5), ...anglesWithCosine(-0.5)].sort((p, q) => p - q)),
    steps: [
      String.raw`Sacá raíz con los dos signos: $\cos x = \frac{1}{2}$ o $\cos x = -\frac{1}{2}$.`,
      String.raw`$\cos x = \frac{1}{2}$ en el primer y el cuarto cuadrante: $\frac{\pi}{3}$ y $\frac{5\pi}{3}$.`,
      String.raw`$\cos x = -\frac{1}{2}$ en el segundo y el tercero: $\pi - \frac{\pi}{3} = \frac{2\pi}{3}$ y $\pi + \frac{\pi}{3} = \frac{4\pi}{3}$.`,
      String.raw`Olvidar el signo menos pierde la mitad de las soluciones; los múltiplos de $\frac{\pi}{6}$ del distractor resuelven $\operatorname{sen}^2 x = \frac{1}{4}$.`,
    ],
    result: String.raw`$x = \frac{\pi}{3}$, $\frac{2\pi}{3}$, $\frac{4\pi}{3}$ y $\frac{5\pi}{3}$`,
  }),
  vf({
    id: 'mat-trigonometria-034',
    subtopic: 'ecuaciones',
    difficulty: 'dificil',
    question: String.raw`La ecuación $2\operatorname{sen} x + 3 = 0$ tiene dos soluciones en $[0;\ 2\pi)$.`,
    answer: false,
    steps: [
      String.raw`Despejá: $\operatorname{sen} x = -\frac{3}{2} = -1{,}5$.`,
      'El seno toma valores entre $-1$ y $1$: ningún ángulo tiene seno $-1{,}5$.',
    ],
    result: 'Falso: la ecuación no tiene solución.',
  }),
  // ───────────── triángulo rectángulo ─────────────
  mc({
    id: 'mat-trigonometria-035',
    subtopic: 'triangulo-rectangulo',
    difficulty: 'medio',
    question: String.raw`Una escalera de 6 m está apoyada en una pared vertical y forma un ángulo de $60^\circ$ con el suelo. ¿A qué altura de la pared llega?`,
    correct: String.raw`$3\sqrt{3}$ m`,
    distractors: ['3 m', String.raw`$2\sqrt{3}$ m`, String.raw`$6\sqrt{3}$ m`],
    pos: 1,
    check: () => 6 * Math.sin(Math.PI / 3),
    steps: [
      String.raw`La escalera es la hipotenusa (6 m) y la altura es el cateto opuesto al ángulo de $60^\circ$.`,
      String.raw`$\operatorname{sen} 60^\circ = \frac{h}{6}$, así que $h = 6 \cdot \frac{\sqrt{3}}{2} = 3\sqrt{3} \approx 5{,}20$ m.`,
      String.raw`Usar el coseno da 3 m, que es la distancia del pie a la pared. Dividir 6 por $\operatorname{tg} 60^\circ$ da $2\sqrt{3}$ m y multiplicar por $\operatorname{tg} 60^\circ$ da $6\sqrt{3}$ m: la tangente relaciona los dos catetos, y los 6 m son la hipotenusa.`,
    ],
    result: String.raw`$3\sqrt{3}$ m, unos 5,20 m.`,
  }),
  mc({
    id: 'mat-trigonometria-036',
    subtopic: 'triangulo-rectangulo',
    difficulty: 'dificil',
    question: String.raw`Desde un punto del suelo se ve la punta de una torre con un ángulo de elevación de $30^\circ$. Avanzando 20 m hacia la torre, el ángulo pasa a ser de $60^\circ$. ¿Cuál es la altura de la torre?`,
    correct: String.raw`$10\sqrt{3}$ m`,
    distractors: [String.raw`$20\sqrt{3}$ m`, '10 m', String.raw`$\frac{20\sqrt{3}}{3}$ m`],
    pos: 3,
    check: () => {
      const [t30, t60] = [Math.tan(Math.PI / 6), Math.tan(Math.PI / 3)];
      const d = (20 * t30) / (t60 - t30);
      return d * t60;
    },
    steps: [
      String.raw`Llamá $d$ a la distancia desde el segundo punto hasta la base. Con $60^\circ$: $h = d \cdot \operatorname{tg} 60^\circ = \sqrt{3}\, d$. Con $30^\circ$: $h = (d + 20) \cdot \operatorname{tg} 30^\circ = \frac{d + 20}{\sqrt{3}}$.`,
      String.raw`Igualá: $\sqrt{3}\, d = \frac{d + 20}{\sqrt{3}} \Rightarrow 3d = d + 20 \Rightarrow d = 10$ m.`,
      String.raw`$h = 10\sqrt{3} \approx 17{,}32$ m.`,
      String.raw`Tomar 20 m como distancia a la base con $60^\circ$ da $20\sqrt{3}$; 10 m es $d$, no la altura; y $20 \operatorname{tg} 30^\circ$ usa solo el primer punto como si estuviera a 20 m.`,
    ],
    result: String.raw`La torre mide $10\sqrt{3} \approx 17{,}32$ m.`,
  }),
  mc({
    id: 'mat-trigonometria-037',
    subtopic: 'triangulo-rectangulo',
    difficulty: 'dificil',
    question:
      'En un triángulo rectángulo la hipotenusa mide 13 cm y uno de los catetos, 5 cm. ¿Cuánto vale la tangente del ángulo opuesto a ese cateto?',
    correct: String.raw`$\frac{5}{12}$`,
    distractors: [String.raw`$\frac{12}{5}$`, String.raw`$\frac{5}{13}$`, String.raw`$\frac{12}{13}$`],
    pos: 0,
    check: () => 5 / Math.sqrt(13 ** 2 - 5 ** 2),
    steps: [
      String.raw`Calculá el otro cateto con Pitágoras: $\sqrt{169 - 25} = \sqrt{144} = 12$ cm.`,
      String.raw`La tangente es cateto opuesto sobre cateto adyacente: $\frac{5}{12}$.`,
      String.raw`$\frac{12}{5}$ es la tangente del otro ángulo agudo; $\frac{5}{13}$ es el seno y $\frac{12}{13}$ el coseno del ángulo pedido.`,
    ],
    result: String.raw`$\operatorname{tg} \alpha = \frac{5}{12}$`,
  }),
  // ───────────── teoremas del seno y del coseno ─────────────
  mc({
    id: 'mat-trigonometria-038',
    subtopic: 'teoremas-seno-coseno',
    difficulty: 'dificil',
    question:
      'Los lados de un triángulo miden $a = 7$ cm, $b = 5$ cm y $c = 3$ cm. ¿Cuánto mide el ángulo $A$, opuesto al lado $a$?',
    correct: String.raw`$120^\circ$`,
    distractors: [String.raw`$60^\circ$`, String.raw`$30^\circ$`, String.raw`$150^\circ$`],
    pos: 2,
    check: () => (Math.acos((5 ** 2 + 3 ** 2 - 7 ** 2) / (2 * 5 * 3)) * 180) / Math.PI,
    steps: [
      String.raw`Teorema del coseno despejado: $\cos A = \frac{b^2 + c^2 - a^2}{2bc} = \frac{25 + 9 - 49}{30} = \frac{-15}{30} = -\frac{1}{2}$.`,
      String.raw`Coseno negativo: el ángulo es obtuso. El ángulo entre $0^\circ$ y $180^\circ$ con coseno $-\frac{1}{2}$ es $120^\circ$.`,
      String.raw`Perder el signo da $60^\circ$. Control: el lado mayor está opuesto al ángulo mayor, y $7^2 > 5^2 + 3^2$ confirma que es obtuso.`,
    ],
    result: String.raw`$A = 120^\circ$`,
  }),
  mc({
    id: 'mat-trigonometria-039',
    subtopic: 'teoremas-seno-coseno',
    difficulty: 'dificil',
    question: String.raw`Dos lados de un terreno triangular miden 40 m y 60 m y forman un ángulo de $30^\circ$. ¿Cuál es el área del terreno?`,
    correct: '600 m²',
    distractors: ['1200 m²', String.raw`$600\sqrt{3}$ m²`, '2400 m²'],
    pos: 3,
    check: () => (40 * 60 * Math.sin(Math.PI / 6)) / 2,
    steps: [
      String.raw`El área de un triángulo con dos lados y el ángulo comprendido es $\frac{1}{2}\, b\, c \operatorname{sen} A$: la altura sobre el lado de 40 m es $60 \operatorname{sen} 30^\circ = 30$ m.`,
      String.raw`Área: $\frac{40 \cdot 30}{2} = 600$ m².`,
      String.raw`Olvidar el $\frac{1}{2}$ da 1200 m²; usar $\cos 30^\circ$ da $600\sqrt{3}$ m²; y multiplicar los lados sin el seno ni el $\frac{1}{2}$ da 2400 m².`,
    ],
    result: 'El área es 600 m².',
  }),
];
