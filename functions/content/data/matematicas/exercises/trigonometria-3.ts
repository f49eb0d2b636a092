import type { Exercise } from '../../../schema.ts';
import { mc, radParts, vf } from '../helpers.ts';

const rad = (deg: number) => (deg * Math.PI) / 180;

/** How the options show a list of angles in radians, for the checks. */
const shown = (angles: readonly number[]) => angles.flatMap(radParts);

/**
 * Trigonometría, third part: radians and arc length, and the reciprocal ratios (cotangente, secante,
 * cosecante), written cotg, sec and cosec as the course does (#31 thin spots); more on the sine and cosine
 * theorems, trigonometric equations and right triangles, below the map's weight.
 */
export const exercises: Exercise[] = [
  // ───────────── radianes y longitud de arco ─────────────
  mc({
    id: 'mat-trigonometria-040',
    subtopic: 'angulos-radianes',
    difficulty: 'facil',
    question: 'Expresá $210^\\circ$ en radianes.',
    correct: String.raw`$\frac{7\pi}{6}$`,
    distractors: [String.raw`$\frac{7\pi}{3}$`, String.raw`$\frac{6\pi}{7}$`, String.raw`$\frac{5\pi}{4}$`],
    pos: 3,
    check: () => radParts(rad(210)),
    steps: [
      String.raw`$180^\circ$ son $\pi$ radianes, así que se multiplica por $\frac{\pi}{180^\circ}$: $210 \cdot \frac{\pi}{180} = \frac{210\pi}{180}$.`,
      String.raw`Simplificá por 30: $\frac{7\pi}{6}$.`,
      String.raw`Control: $\frac{7\pi}{6} = \pi + \frac{\pi}{6}$, o sea $180^\circ + 30^\circ$. Dividir 210 por 30 pero 180 por 60 da $\frac{7\pi}{3}$, que es más de una vuelta; invertir la fracción da $\frac{6\pi}{7}$; y $\frac{5\pi}{4}$ son $225^\circ$.`,
    ],
    result: String.raw`$210^\circ = \frac{7\pi}{6}$`,
  }),
  mc({
    id: 'mat-trigonometria-041',
    subtopic: 'angulos-radianes',
    difficulty: 'facil',
    question: String.raw`¿A cuántos grados sexagesimales equivale un ángulo de $\frac{5\pi}{9}$ radianes?`,
    correct: '$100^\\circ$',
    distractors: ['$50^\\circ$', '$200^\\circ$', '$324^\\circ$'],
    pos: 0,
    check: () => (5 * 180) / 9,
    steps: [
      'Reemplazá $\\pi$ por $180^\\circ$: $\\frac{5 \\cdot 180^\\circ}{9}$.',
      '$\\frac{900^\\circ}{9} = 100^\\circ$.',
      'Tomar $\\pi$ como $90^\\circ$ da $50^\\circ$, como $360^\\circ$ da $200^\\circ$, y dar vuelta la fracción ($\\frac{9}{5} \\cdot 180$) da $324^\\circ$.',
    ],
    result: '$100^\\circ$',
  }),
  mc({
    id: 'mat-trigonometria-042',
    subtopic: 'angulos-radianes',
    difficulty: 'medio',
    question:
      'En una circunferencia de 10 cm de radio, ¿cuánto mide el arco que abarca un ángulo central de 1,2 radianes?',
    correct: '12 cm',
    distractors: ['120 cm', String.raw`$\approx 8{,}33$ cm`, '60 cm'],
    pos: 2,
    check: () => 10 * 1.2,
    steps: [
      'Con el ángulo en radianes, la longitud del arco es $s = r \\cdot \\theta$.',
      '$s = 10 \\cdot 1{,}2 = 12$ cm.',
      'Dividir ($\\frac{10}{1{,}2}$) da unos 8,33; 60 es el área del sector ($\\frac{1}{2} r^2 \\theta$) y 120 multiplica por 10 de más.',
    ],
    result: '$s = 12$ cm',
  }),
  mc({
    id: 'mat-trigonometria-043',
    subtopic: 'angulos-radianes',
    difficulty: 'medio',
    question:
      'En una circunferencia de 6 cm de radio, ¿cuánto mide el arco que abarca un ángulo central de $60^\\circ$?',
    correct: String.raw`$2\pi$ cm`,
    distractors: ['360 cm', String.raw`$\pi$ cm`, String.raw`$6\pi$ cm`],
    pos: 1,
    check: () => 6 * rad(60),
    steps: [
      String.raw`Pasá el ángulo a radianes: $60^\circ = \frac{\pi}{3}$.`,
      String.raw`$s = r \cdot \theta = 6 \cdot \frac{\pi}{3} = 2\pi$ cm, unos 6,28 cm.`,
      String.raw`Multiplicar el radio por los grados ($6 \cdot 60$) da 360, porque la fórmula $s = r\theta$ solo vale con radianes. $6\pi$ es media circunferencia.`,
    ],
    result: String.raw`$s = 2\pi$ cm`,
  }),
  mc({
    id: 'mat-trigonometria-044',
    subtopic: 'angulos-radianes',
    difficulty: 'dificil',
    question:
      'En una circunferencia de 8 cm de radio, un arco mide 20 cm. ¿Cuánto mide, en grados sexagesimales y redondeado al grado, el ángulo central que lo abarca?',
    correct: '$\\approx 143^\\circ$',
    distractors: ['$2{,}5^\\circ$', '$\\approx 23^\\circ$', '$160^\\circ$'],
    pos: 3,
    check: () => ((20 / 8) * 180) / Math.PI,
    steps: [
      String.raw`De $s = r\theta$: $\theta = \frac{s}{r} = \frac{20}{8} = 2{,}5$ radianes.`,
      String.raw`Pasá a grados: $2{,}5 \cdot \frac{180^\circ}{\pi} \approx 143{,}24^\circ$, o sea unos $143^\circ$.`,
      String.raw`2,5 es la medida en radianes, no en grados; $\frac{8}{20}$ rad (unos $23^\circ$) invierte el cociente; y $20 \cdot 8 = 160$ multiplica en lugar de dividir.`,
    ],
    result: '$\\approx 143^\\circ$',
  }),
  mc({
    id: 'mat-trigonometria-045',
    subtopic: 'angulos-radianes',
    difficulty: 'dificil',
    question:
      'La masa de un péndulo de 50 cm de largo recorre un arco de 30 cm al oscilar de un extremo al otro. ¿Qué ángulo barre el hilo, en radianes?',
    correct: '0,6 rad',
    distractors: [String.raw`$\approx 1{,}67$ rad`, '1.500 rad', String.raw`$\approx 0{,}19$ rad`],
    pos: 0,
    check: () => 30 / 50,
    steps: [
      'El hilo es el radio de la circunferencia que describe la masa: $r = 50$ cm y el arco es $s = 30$ cm.',
      String.raw`$\theta = \frac{s}{r} = \frac{30}{50} = 0{,}6$ rad (unos $34^\circ$).`,
      String.raw`$\frac{50}{30} \approx 1{,}67$ invierte el cociente; $30 \cdot 50$ multiplica; y $\frac{0{,}6}{\pi} \approx 0{,}19$ divide por $\pi$ sin motivo.`,
    ],
    result: '$\\theta = 0{,}6$ rad',
  }),
  vf({
    id: 'mat-trigonometria-046',
    subtopic: 'angulos-radianes',
    difficulty: 'medio',
    question: 'Un radián es el ángulo central que abarca un arco de longitud igual al radio.',
    answer: true,
    steps: [
      'Es la definición del radián: en $s = r\\theta$, si $s = r$ entonces $\\theta = 1$.',
      'Un radián son unos $57{,}3^\\circ$, y la vuelta completa ($360^\\circ$) son $2\\pi \\approx 6{,}28$ radianes.',
    ],
    result: 'Verdadero.',
  }),
  vf({
    id: 'mat-trigonometria-047',
    subtopic: 'angulos-radianes',
    difficulty: 'facil',
    question: String.raw`Un ángulo de $\frac{\pi}{2}$ radianes equivale a $180^\circ$.`,
    answer: false,
    steps: [
      String.raw`$\pi$ radianes son $180^\circ$, así que $\frac{\pi}{2}$ es la mitad: $90^\circ$, un ángulo recto.`,
    ],
    result: String.raw`Falso: $\frac{\pi}{2} = 90^\circ$.`,
  }),
  mc({
    id: 'mat-trigonometria-048',
    subtopic: 'angulos-radianes',
    difficulty: 'dificil',
    question: String.raw`Un sector circular tiene 4 cm de radio y un ángulo central de $\frac{\pi}{3}$. ¿Cuál es su área?`,
    correct: String.raw`$\frac{8\pi}{3}$ cm²`,
    distractors: [String.raw`$\frac{4\pi}{3}$ cm²`, String.raw`$\frac{16\pi}{3}$ cm²`, '480 cm²'],
    pos: 1,
    check: () => [8 * Math.PI, 3],
    steps: [
      String.raw`El área del sector es la parte del círculo que le toca al ángulo: $A = \frac{\theta}{2\pi} \cdot \pi r^2 = \frac{1}{2} r^2 \theta$ (con $\theta$ en radianes).`,
      String.raw`$A = \frac{1}{2} \cdot 16 \cdot \frac{\pi}{3} = \frac{8\pi}{3}$ cm², unos 8,38 cm².`,
      String.raw`$\frac{4\pi}{3}$ es la longitud del arco ($r\theta$), no el área; sin el $\frac{1}{2}$ queda $\frac{16\pi}{3}$; y usar $60$ en lugar de $\frac{\pi}{3}$ da 480.`,
    ],
    result: String.raw`$A = \frac{8\pi}{3}$ cm²`,
  }),
  // ───────────── cotangente, secante y cosecante ─────────────
  mc({
    id: 'mat-trigonometria-049',
    subtopic: 'triangulo-rectangulo',
    difficulty: 'facil',
    question:
      'Los catetos de un triángulo rectángulo miden 5 y 12, y $\\alpha$ es el ángulo opuesto al cateto de 5. ¿Cuánto vale $\\operatorname{cotg} \\alpha$?',
    correct: String.raw`$\frac{12}{5}$`,
    distractors: [String.raw`$\frac{5}{12}$`, String.raw`$\frac{13}{5}$`, String.raw`$\frac{13}{12}$`],
    pos: 0,
    check: () => 12 / 5,
    steps: [
      String.raw`La cotangente es la inversa de la tangente: $\operatorname{cotg} \alpha = \frac{1}{\operatorname{tg} \alpha} = \frac{\text{cateto adyacente}}{\text{cateto opuesto}}$.`,
      String.raw`El opuesto a $\alpha$ mide 5 y el adyacente 12: $\operatorname{cotg} \alpha = \frac{12}{5}$.`,
      String.raw`$\frac{5}{12}$ es la tangente; la hipotenusa (13, por Pitágoras) aparece en la cosecante $\frac{13}{5}$ y en la secante $\frac{13}{12}$.`,
    ],
    result: String.raw`$\operatorname{cotg} \alpha = \frac{12}{5}$`,
  }),
  mc({
    id: 'mat-trigonometria-050',
    subtopic: 'triangulo-rectangulo',
    difficulty: 'facil',
    question: String.raw`Si $\cos \alpha = \frac{2}{3}$, ¿cuánto vale $\operatorname{sec} \alpha$?`,
    correct: String.raw`$\frac{3}{2}$`,
    distractors: [String.raw`$-\frac{2}{3}$`, String.raw`$\frac{\sqrt{5}}{3}$`, String.raw`$\frac{1}{3}$`],
    pos: 3,
    check: () => 1 / (2 / 3),
    steps: [
      String.raw`La secante es la inversa (recíproca) del coseno: $\operatorname{sec} \alpha = \frac{1}{\cos \alpha}$.`,
      String.raw`$\operatorname{sec} \alpha = \frac{1}{2/3} = \frac{3}{2}$.`,
      String.raw`La inversa no es el opuesto ($-\frac{2}{3}$) ni el complemento a 1 ($\frac{1}{3}$); y $\frac{\sqrt{5}}{3}$ sería el seno de un ángulo agudo con ese coseno.`,
    ],
    result: String.raw`$\operatorname{sec} \alpha = \frac{3}{2}$`,
  }),
  mc({
    id: 'mat-trigonometria-051',
    subtopic: 'circunferencia-trigonometrica',
    difficulty: 'medio',
    question: '¿Cuánto vale $\\operatorname{cosec} 30^\\circ$?',
    correct: '$2$',
    distractors: [String.raw`$\frac{1}{2}$`, String.raw`$\frac{2\sqrt{3}}{3}$`, String.raw`$\sqrt{3}$`],
    pos: 2,
    check: () => 1 / Math.sin(rad(30)),
    steps: [
      String.raw`$\operatorname{cosec} x = \frac{1}{\operatorname{sen} x}$, y $\operatorname{sen} 30^\circ = \frac{1}{2}$.`,
      String.raw`$\operatorname{cosec} 30^\circ = \frac{1}{1/2} = 2$.`,
      String.raw`$\frac{1}{2}$ es el seno; $\frac{2\sqrt{3}}{3}$ es la secante de $30^\circ$ (inversa del coseno), y $\sqrt{3}$ es su cotangente.`,
    ],
    result: String.raw`$\operatorname{cosec} 30^\circ = 2$`,
  }),
  mc({
    id: 'mat-trigonometria-052',
    subtopic: 'circunferencia-trigonometrica',
    difficulty: 'medio',
    question: '¿Cuánto vale $\\operatorname{cotg} 135^\\circ$?',
    correct: '$-1$',
    distractors: ['$1$', String.raw`$-\sqrt{2}$`, String.raw`$\frac{\sqrt{2}}{2}$`],
    pos: 0,
    check: () => 1 / Math.tan(rad(135)),
    steps: [
      String.raw`$135^\circ$ está en el segundo cuadrante: $\cos 135^\circ = -\frac{\sqrt{2}}{2}$ y $\operatorname{sen} 135^\circ = \frac{\sqrt{2}}{2}$.`,
      String.raw`$\operatorname{cotg} 135^\circ = \frac{\cos 135^\circ}{\operatorname{sen} 135^\circ} = -1$.`,
      String.raw`Olvidar el signo del segundo cuadrante da 1; $-\sqrt{2}$ es la secante de $135^\circ$, y $\frac{\sqrt{2}}{2}$ es su seno.`,
    ],
    result: String.raw`$\operatorname{cotg} 135^\circ = -1$`,
  }),
  vf({
    id: 'mat-trigonometria-053',
    subtopic: 'identidades',
    difficulty: 'medio',
    question: String.raw`Para todo ángulo $\alpha$ con $\cos \alpha \neq 0$ se cumple $1 + \operatorname{tg}^2 \alpha = \operatorname{sec}^2 \alpha$.`,
    answer: true,
    steps: [
      String.raw`Dividí la identidad pitagórica $\operatorname{sen}^2 \alpha + \cos^2 \alpha = 1$ por $\cos^2 \alpha$ (que no es 0).`,
      String.raw`Queda $\frac{\operatorname{sen}^2 \alpha}{\cos^2 \alpha} + 1 = \frac{1}{\cos^2 \alpha}$, es decir, $\operatorname{tg}^2 \alpha + 1 = \operatorname{sec}^2 \alpha$.`,
    ],
    result: 'Verdadero.',
  }),
  mc({
    id: 'mat-trigonometria-054',
    subtopic: 'identidades',
    difficulty: 'dificil',
    question: String.raw`Simplificá $\operatorname{sec} x \cdot \operatorname{cotg} x$ (para los $x$ con $\operatorname{sen} x \neq 0$ y $\cos x \neq 0$).`,
    correct: String.raw`$\operatorname{cosec} x$`,
    distractors: [String.raw`$\operatorname{sen} x$`, String.raw`$\operatorname{tg} x$`, '$1$'],
    pos: 1,
    steps: [
      String.raw`Escribí todo con seno y coseno: $\operatorname{sec} x = \frac{1}{\cos x}$ y $\operatorname{cotg} x = \frac{\cos x}{\operatorname{sen} x}$.`,
      String.raw`$\frac{1}{\cos x} \cdot \frac{\cos x}{\operatorname{sen} x} = \frac{1}{\operatorname{sen} x}$: el coseno se cancela.`,
      String.raw`$\frac{1}{\operatorname{sen} x} = \operatorname{cosec} x$. Pensar que secante y cotangente son inversas entre sí lleva a 1; no lo son.`,
    ],
    result: String.raw`$\operatorname{sec} x \cdot \operatorname{cotg} x = \operatorname{cosec} x$`,
  }),
  mc({
    id: 'mat-trigonometria-055',
    subtopic: 'identidades',
    difficulty: 'dificil',
    question: String.raw`Si $\operatorname{tg} \alpha = 2$ y $\alpha$ está en el tercer cuadrante, ¿cuánto vale $\operatorname{sec} \alpha$?`,
    correct: String.raw`$-\sqrt{5}$`,
    distractors: [String.raw`$\sqrt{5}$`, String.raw`$-\frac{\sqrt{5}}{5}$`, String.raw`$\frac{1}{2}$`],
    pos: 2,
    check: () => 1 / Math.cos(Math.PI + Math.atan(2)),
    steps: [
      String.raw`Usá $1 + \operatorname{tg}^2 \alpha = \operatorname{sec}^2 \alpha$: $\operatorname{sec}^2 \alpha = 1 + 4 = 5$, así que $\operatorname{sec} \alpha = \pm\sqrt{5}$.`,
      String.raw`En el tercer cuadrante el coseno es negativo, y la secante tiene su mismo signo: $\operatorname{sec} \alpha = -\sqrt{5}$.`,
      String.raw`El signo positivo sería del primer cuadrante; $-\frac{\sqrt{5}}{5}$ es el coseno ($\frac{1}{\operatorname{sec} \alpha}$), y $\frac{1}{2}$ es la cotangente.`,
    ],
    result: String.raw`$\operatorname{sec} \alpha = -\sqrt{5}$`,
  }),
  vf({
    id: 'mat-trigonometria-056',
    subtopic: 'identidades',
    difficulty: 'facil',
    question: String.raw`Para todo $x$ con $\operatorname{sen} x \neq 0$ se cumple $\operatorname{sec} x = \frac{1}{\operatorname{sen} x}$.`,
    answer: false,
    steps: [
      String.raw`La secante es la inversa del coseno: $\operatorname{sec} x = \frac{1}{\cos x}$.`,
      String.raw`La inversa del seno es la cosecante: $\operatorname{cosec} x = \frac{1}{\operatorname{sen} x}$. Una regla para no confundirlas: cada par tiene un "co" y solo uno (seno con cosecante, coseno con secante).`,
    ],
    result: String.raw`Falso: $\operatorname{sec} x = \frac{1}{\cos x}$.`,
  }),
  mc({
    id: 'mat-trigonometria-057',
    subtopic: 'triangulo-rectangulo',
    difficulty: 'dificil',
    question: String.raw`En un triángulo rectángulo, $\alpha$ es un ángulo agudo con $\operatorname{cosec} \alpha = \frac{5}{3}$. ¿Cuánto vale $\operatorname{cotg} \alpha$?`,
    correct: String.raw`$\frac{4}{3}$`,
    distractors: [String.raw`$\frac{3}{4}$`, String.raw`$\frac{5}{4}$`, String.raw`$\frac{4}{5}$`],
    pos: 3,
    check: () => {
      const sen = 3 / 5;
      const cos = Math.sqrt(1 - sen ** 2);
      return cos / sen;
    },
    steps: [
      String.raw`$\operatorname{sen} \alpha = \frac{1}{\operatorname{cosec} \alpha} = \frac{3}{5}$: cateto opuesto 3 e hipotenusa 5.`,
      String.raw`Por Pitágoras el adyacente mide $\sqrt{25 - 9} = 4$, así que $\cos \alpha = \frac{4}{5}$.`,
      String.raw`$\operatorname{cotg} \alpha = \frac{\text{adyacente}}{\text{opuesto}} = \frac{4}{3}$. $\frac{3}{4}$ es la tangente, $\frac{5}{4}$ la secante y $\frac{4}{5}$ el coseno.`,
    ],
    result: String.raw`$\operatorname{cotg} \alpha = \frac{4}{3}$`,
  }),
  mc({
    id: 'mat-trigonometria-058',
    subtopic: 'identidades',
    difficulty: 'medio',
    question: String.raw`Calculá $\operatorname{sec}^2 60^\circ - \operatorname{tg}^2 60^\circ$.`,
    correct: '$1$',
    distractors: ['$-1$', '$7$', String.raw`$4 - \sqrt{3}$`],
    pos: 0,
    check: () => 1 / Math.cos(rad(60)) ** 2 - Math.tan(rad(60)) ** 2,
    steps: [
      String.raw`$\cos 60^\circ = \frac{1}{2}$, así que $\operatorname{sec} 60^\circ = 2$ y $\operatorname{sec}^2 60^\circ = 4$.`,
      String.raw`$\operatorname{tg} 60^\circ = \sqrt{3}$, así que $\operatorname{tg}^2 60^\circ = 3$. La diferencia es $4 - 3 = 1$.`,
      String.raw`Es un caso de $\operatorname{sec}^2 x - \operatorname{tg}^2 x = 1$, que vale para todo $x$ con $\cos x \neq 0$. Olvidar elevar la tangente al cuadrado da $4 - \sqrt{3}$, y sumar da 7.`,
    ],
    result: '$1$',
  }),
  // ───────────── teoremas del seno y del coseno ─────────────
  mc({
    id: 'mat-trigonometria-059',
    subtopic: 'teoremas-seno-coseno',
    difficulty: 'medio',
    question:
      'Dos lados de un triángulo miden 8 cm y 5 cm, y el ángulo comprendido entre ellos mide $60^\\circ$. ¿Cuánto mide el tercer lado?',
    correct: '7 cm',
    distractors: [String.raw`$\sqrt{89}$ cm`, String.raw`$\sqrt{129}$ cm`, '13 cm'],
    pos: 1,
    check: () => Math.sqrt(8 ** 2 + 5 ** 2 - 2 * 8 * 5 * Math.cos(rad(60))),
    steps: [
      String.raw`Teorema del coseno: $c^2 = a^2 + b^2 - 2ab \cos \gamma = 64 + 25 - 2 \cdot 8 \cdot 5 \cdot \frac{1}{2}$.`,
      '$c^2 = 89 - 40 = 49$, así que $c = 7$ cm.',
      String.raw`Sin el último término queda $\sqrt{89}$ (sería Pitágoras, que vale solo con $90^\circ$); sumarlo da $\sqrt{129}$; y $8 + 5 = 13$ no es un lado posible: un lado es siempre menor que la suma de los otros dos.`,
    ],
    result: '$c = 7$ cm',
  }),
  mc({
    id: 'mat-trigonometria-060',
    subtopic: 'teoremas-seno-coseno',
    difficulty: 'dificil',
    question:
      'En un triángulo $ABC$, $\\hat{A} = 45^\\circ$, $\\hat{B} = 60^\\circ$ y el lado $a$ (opuesto a $A$) mide 10 cm. ¿Cuánto mide el lado $b$? Redondeá a dos decimales.',
    correct: String.raw`$\approx 12{,}25$ cm`,
    distractors: [
      String.raw`$\approx 8{,}16$ cm`,
      String.raw`$\approx 14{,}14$ cm`,
      String.raw`$\approx 7{,}07$ cm`,
    ],
    pos: 3,
    check: () => (10 * Math.sin(rad(60))) / Math.sin(rad(45)),
    steps: [
      String.raw`Teorema del seno: $\frac{a}{\operatorname{sen} A} = \frac{b}{\operatorname{sen} B}$, así que $b = \frac{10 \cdot \operatorname{sen} 60^\circ}{\operatorname{sen} 45^\circ}$.`,
      String.raw`$b = \frac{10 \cdot \frac{\sqrt{3}}{2}}{\frac{\sqrt{2}}{2}} = 10\sqrt{\frac{3}{2}} \approx 12{,}25$ cm.`,
      String.raw`Invertir los senos da unos 8,16; $\frac{10}{\operatorname{sen} 45^\circ} \approx 14{,}14$ olvida el seno de $B$; y $10 \cdot \operatorname{sen} 45^\circ \approx 7{,}07$ multiplica por el seno equivocado.`,
    ],
    result: String.raw`$b \approx 12{,}25$ cm`,
  }),
  // ───────────── ecuaciones trigonométricas ─────────────
  mc({
    id: 'mat-trigonometria-061',
    subtopic: 'ecuaciones',
    difficulty: 'medio',
    question: String.raw`Resolvé $\sqrt{2}\cos x + 1 = 0$ para $x \in [0;\ 2\pi)$.`,
    correct: String.raw`$x = \frac{3\pi}{4}$ y $x = \frac{5\pi}{4}$`,
    distractors: [
      String.raw`$x = \frac{\pi}{4}$ y $x = \frac{7\pi}{4}$`,
      String.raw`$x = \frac{3\pi}{4}$ y $x = \frac{7\pi}{4}$`,
      String.raw`Solo $x = \frac{3\pi}{4}$`,
    ],
    pos: 0,
    check: () => {
      const a = Math.acos(-1 / Math.sqrt(2));
      return shown([a, 2 * Math.PI - a]);
    },
    steps: [
      String.raw`Despejá: $\cos x = -\frac{1}{\sqrt{2}} = -\frac{\sqrt{2}}{2}$. El ángulo de referencia es $\frac{\pi}{4}$.`,
      String.raw`El coseno es negativo en el segundo y el tercer cuadrante: $x = \pi - \frac{\pi}{4} = \frac{3\pi}{4}$ y $x = \pi + \frac{\pi}{4} = \frac{5\pi}{4}$.`,
      String.raw`$\frac{\pi}{4}$ y $\frac{7\pi}{4}$ resuelven $\cos x = +\frac{\sqrt{2}}{2}$; $\frac{7\pi}{4}$ está en el cuarto cuadrante, donde el coseno es positivo.`,
    ],
    result: String.raw`$x = \frac{3\pi}{4}$ y $x = \frac{5\pi}{4}$`,
  }),
  mc({
    id: 'mat-trigonometria-062',
    subtopic: 'ecuaciones',
    difficulty: 'dificil',
    question: String.raw`Resolvé $\operatorname{sen}^2 x = \frac{3}{4}$ para $x \in [0;\ 2\pi)$.`,
    correct: String.raw`$x = \frac{\pi}{3},\ \frac{2\pi}{3},\ \frac{4\pi}{3}$ y $\frac{5\pi}{3}$`,
    distractors: [
      String.raw`$x = \frac{\pi}{3}$ y $x = \frac{2\pi}{3}$`,
      String.raw`$x = \frac{\pi}{6},\ \frac{5\pi}{6},\ \frac{7\pi}{6}$ y $\frac{11\pi}{6}$`,
      String.raw`$x = \frac{\pi}{3}$ y $x = \frac{5\pi}{3}$`,
    ],
    pos: 3,
    check: () => {
      const a = Math.asin(Math.sqrt(3) / 2);
      return shown([a, Math.PI - a, Math.PI + a, 2 * Math.PI - a]);
    },
    steps: [
      String.raw`Sacá raíz a los dos miembros sin perder el signo: $\operatorname{sen} x = \frac{\sqrt{3}}{2}$ o $\operatorname{sen} x = -\frac{\sqrt{3}}{2}$.`,
      String.raw`$\operatorname{sen} x = \frac{\sqrt{3}}{2}$ en $\frac{\pi}{3}$ y $\frac{2\pi}{3}$; $\operatorname{sen} x = -\frac{\sqrt{3}}{2}$ en $\frac{4\pi}{3}$ y $\frac{5\pi}{3}$.`,
      String.raw`Son cuatro soluciones. Olvidar el signo menos deja solo dos; los múltiplos de $\frac{\pi}{6}$ resuelven $\cos^2 x = \frac{3}{4}$.`,
    ],
    result: String.raw`$x = \frac{\pi}{3},\ \frac{2\pi}{3},\ \frac{4\pi}{3}$ y $\frac{5\pi}{3}$`,
  }),
  vf({
    id: 'mat-trigonometria-063',
    subtopic: 'ecuaciones',
    difficulty: 'medio',
    question: String.raw`La ecuación $\operatorname{tg} x = 1$ tiene exactamente dos soluciones en $[0;\ 2\pi)$: $\frac{\pi}{4}$ y $\frac{5\pi}{4}$.`,
    answer: true,
    steps: [
      String.raw`$\operatorname{tg} \frac{\pi}{4} = 1$, y la tangente tiene período $\pi$: la otra solución en la vuelta es $\frac{\pi}{4} + \pi = \frac{5\pi}{4}$.`,
      'En los dos ángulos seno y coseno son iguales (los dos positivos o los dos negativos), por eso la tangente vale 1.',
    ],
    result: 'Verdadero.',
  }),
  // ───────────── triángulo rectángulo ─────────────
  mc({
    id: 'mat-trigonometria-064',
    subtopic: 'triangulo-rectangulo',
    difficulty: 'facil',
    question:
      'En un triángulo rectángulo, un cateto mide 7 cm y el ángulo opuesto a ese cateto mide $30^\\circ$. ¿Cuánto mide la hipotenusa?',
    correct: '14 cm',
    distractors: ['3,5 cm', String.raw`$\frac{14\sqrt{3}}{3}$ cm`, String.raw`$7\sqrt{3}$ cm`],
    pos: 2,
    check: () => 7 / Math.sin(rad(30)),
    steps: [
      String.raw`El seno relaciona el cateto opuesto con la hipotenusa: $\operatorname{sen} 30^\circ = \frac{7}{h}$.`,
      String.raw`$h = \frac{7}{1/2} = 14$ cm.`,
      String.raw`Multiplicar por el seno da 3,5 cm, menos que el cateto, imposible para una hipotenusa; usar el coseno da $\frac{14\sqrt{3}}{3}$, y $7\sqrt{3}$ es el otro cateto.`,
    ],
    result: '14 cm',
  }),
  mc({
    id: 'mat-trigonometria-065',
    subtopic: 'triangulo-rectangulo',
    difficulty: 'medio',
    question:
      'Una rampa sube 1,5 m de altura a lo largo de 10 m de distancia horizontal. ¿Qué ángulo forma con el suelo? Redondeá al décimo de grado.',
    correct: String.raw`$\approx 8{,}5^\circ$`,
    distractors: [
      String.raw`$\approx 8{,}6^\circ$`,
      String.raw`$\approx 81{,}5^\circ$`,
      String.raw`$\approx 0{,}15^\circ$`,
    ],
    pos: 0,
    check: () => (Math.atan(1.5 / 10) * 180) / Math.PI,
    steps: [
      String.raw`La altura es el cateto opuesto y la distancia horizontal el adyacente: $\operatorname{tg} \alpha = \frac{1{,}5}{10} = 0{,}15$.`,
      String.raw`$\alpha = \operatorname{arctg} 0{,}15 \approx 8{,}53^\circ$, o sea unos $8{,}5^\circ$.`,
      String.raw`Usar el seno (tomar los 10 m como largo de la rampa) da unos $8{,}6^\circ$; $81{,}5^\circ$ es el ángulo con la vertical; y 0,15 es la tangente, no el ángulo.`,
    ],
    result: String.raw`$\approx 8{,}5^\circ$`,
  }),
  mc({
    id: 'mat-trigonometria-066',
    subtopic: 'triangulo-rectangulo',
    difficulty: 'dificil',
    question:
      'Desde la terraza de un edificio de 30 m de alto se ve un auto estacionado con un ángulo de depresión de $40^\\circ$. ¿A qué distancia de la base del edificio está el auto? Redondeá a un decimal.',
    correct: String.raw`$\approx 35{,}8$ m`,
    distractors: [
      String.raw`$\approx 25{,}2$ m`,
      String.raw`$\approx 39{,}2$ m`,
      String.raw`$\approx 46{,}7$ m`,
    ],
    pos: 1,
    check: () => 30 / Math.tan(rad(40)),
    steps: [
      String.raw`El ángulo de depresión es igual al ángulo de elevación desde el auto (alternos internos): en el triángulo, $\operatorname{tg} 40^\circ = \frac{30}{d}$.`,
      String.raw`$d = \frac{30}{\operatorname{tg} 40^\circ} \approx \frac{30}{0{,}839} \approx 35{,}8$ m.`,
      String.raw`Multiplicar por la tangente da 25,2 m; $\frac{30}{\cos 40^\circ} \approx 39{,}2$ y $\frac{30}{\operatorname{sen} 40^\circ} \approx 46{,}7$ usan razones que no relacionan la altura con la distancia horizontal (la segunda es la distancia en línea recta).`,
    ],
    result: String.raw`$\approx 35{,}8$ m`,
  }),
  mc({
    id: 'mat-trigonometria-067',
    subtopic: 'circunferencia-trigonometrica',
    difficulty: 'medio',
    question: String.raw`Calculá $\operatorname{sen} 210^\circ + \cos 120^\circ$.`,
    correct: '$-1$',
    distractors: ['$0$', '$1$', String.raw`$-\frac{1}{2}$`],
    pos: 1,
    check: () => Math.sin(rad(210)) + Math.cos(rad(120)),
    steps: [
      String.raw`$210^\circ = 180^\circ + 30^\circ$ está en el tercer cuadrante, donde el seno es negativo: $\operatorname{sen} 210^\circ = -\operatorname{sen} 30^\circ = -\frac{1}{2}$.`,
      String.raw`$120^\circ = 180^\circ - 60^\circ$ está en el segundo cuadrante, donde el coseno es negativo: $\cos 120^\circ = -\cos 60^\circ = -\frac{1}{2}$.`,
      String.raw`La suma es $-\frac{1}{2} - \frac{1}{2} = -1$. Olvidar un signo da 0, olvidar los dos da 1.`,
    ],
    result: '$-1$',
  }),
  vf({
    id: 'mat-trigonometria-068',
    subtopic: 'circunferencia-trigonometrica',
    difficulty: 'medio',
    question: String.raw`$\operatorname{sen} 150^\circ = \operatorname{sen} 30^\circ$.`,
    answer: true,
    steps: [
      String.raw`Los ángulos suplementarios tienen el mismo seno: $\operatorname{sen} (180^\circ - \alpha) = \operatorname{sen} \alpha$.`,
      String.raw`$150^\circ = 180^\circ - 30^\circ$, y en el segundo cuadrante el seno es positivo: los dos valen $\frac{1}{2}$.`,
    ],
    result: 'Verdadero.',
  }),
  vf({
    id: 'mat-trigonometria-069',
    subtopic: 'teoremas-seno-coseno',
    difficulty: 'dificil',
    question:
      'En un triángulo de lados 7 cm, 8 cm y 13 cm, el ángulo opuesto al lado de 13 cm mide $120^\\circ$.',
    answer: true,
    steps: [
      String.raw`Teorema del coseno despejado: $\cos \gamma = \frac{7^2 + 8^2 - 13^2}{2 \cdot 7 \cdot 8} = \frac{49 + 64 - 169}{112} = \frac{-56}{112} = -\frac{1}{2}$.`,
      String.raw`El ángulo entre $0^\circ$ y $180^\circ$ con coseno $-\frac{1}{2}$ es $120^\circ$.`,
    ],
    result: 'Verdadero.',
  }),
];
