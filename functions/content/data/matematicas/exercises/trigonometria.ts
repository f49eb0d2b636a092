import type { Exercise } from '../../../schema.ts';
import { pasos, radParts } from '../helpers.ts';

const deg = (degrees: number) => (degrees * Math.PI) / 180;

export const exercises: Exercise[] = [
  // ───────────── fácil ─────────────
  {
    id: 'mat-trigonometria-001',
    topic: 'trigonometria',
    difficulty: 'facil',
    subtopic: 'trigonometria.angulos-radianes',
    kind: 'multiple-choice',
    question: String.raw`Expresá $150^\circ$ en radianes.`,
    options: [
      String.raw`$\frac{5\pi}{3}$`,
      String.raw`$\frac{5\pi}{6}$`,
      String.raw`$\frac{6\pi}{5}$`,
      String.raw`$\frac{3\pi}{4}$`,
    ],
    correctAnswer: 1,
    check: { compute: () => radParts(deg(150)) },
    explanation: pasos(
      [
        String.raw`Multiplicá por $\frac{\pi}{180^\circ}$: $150^\circ \cdot \frac{\pi}{180^\circ} = \frac{150\pi}{180}$.`,
        String.raw`Simplificá la fracción dividiendo por 30: $\frac{150}{180} = \frac{5}{6}$.`,
        String.raw`Resultado: $\frac{5\pi}{6}$. Control: $\frac{5}{6}$ de media vuelta ($180^\circ$) son $150^\circ$.`,
      ],
      String.raw`$150^\circ = \frac{5\pi}{6}$`,
    ),
  },
  {
    id: 'mat-trigonometria-002',
    topic: 'trigonometria',
    difficulty: 'facil',
    subtopic: 'trigonometria.circunferencia-trigonometrica',
    kind: 'multiple-choice',
    question: String.raw`¿Cuánto vale $\operatorname{sen} 30^\circ$?`,
    options: [
      String.raw`$\frac{\sqrt{3}}{2}$`,
      String.raw`$\frac{\sqrt{2}}{2}$`,
      String.raw`$\sqrt{3}$`,
      String.raw`$\frac{1}{2}$`,
    ],
    correctAnswer: 3,
    check: { compute: () => Math.sin(deg(30)) },
    explanation: pasos(
      [
        String.raw`Pensá en un triángulo equilátero de lado 2 partido por una altura: queda un triángulo rectángulo con ángulos de $30^\circ$, $60^\circ$ y $90^\circ$, hipotenusa 2 y cateto menor 1.`,
        String.raw`El cateto opuesto a $30^\circ$ es el menor: $\operatorname{sen} 30^\circ = \frac{1}{2}$.`,
        String.raw`$\frac{\sqrt{3}}{2}$ es $\cos 30^\circ$ (o $\operatorname{sen} 60^\circ$) y $\sqrt{3}$ es $\operatorname{tg} 60^\circ$.`,
      ],
      String.raw`$\operatorname{sen} 30^\circ = \frac{1}{2}$`,
    ),
  },
  {
    id: 'mat-trigonometria-003',
    topic: 'trigonometria',
    difficulty: 'facil',
    subtopic: 'trigonometria.triangulo-rectangulo',
    kind: 'multiple-choice',
    question: String.raw`En un triángulo rectángulo la hipotenusa mide 10 cm y uno de los ángulos agudos mide $30^\circ$. ¿Cuánto mide el cateto opuesto a ese ángulo?`,
    options: ['8,66 cm', '5 cm', '20 cm', '5,77 cm'],
    correctAnswer: 1,
    check: { compute: () => 10 * Math.sin(deg(30)) },
    explanation: pasos(
      [
        String.raw`La razón que vincula el cateto opuesto con la hipotenusa es el seno: $\operatorname{sen} 30^\circ = \frac{x}{10}$.`,
        String.raw`Despejá: $x = 10 \cdot \operatorname{sen} 30^\circ = 10 \cdot \frac{1}{2}$.`,
        '$x = 5$ cm. Con el coseno obtenías el cateto adyacente (8,66 cm), y dividir por el seno (20 cm) daría un cateto mayor que la hipotenusa.',
      ],
      '5 cm',
    ),
  },
  {
    id: 'mat-trigonometria-004',
    topic: 'trigonometria',
    difficulty: 'facil',
    subtopic: 'trigonometria.triangulo-rectangulo',
    kind: 'multiple-choice',
    question: String.raw`Los catetos de un triángulo rectángulo miden 3 y 4. Si $\alpha$ es el ángulo opuesto al cateto de longitud 3, ¿cuánto vale $\cos \alpha$?`,
    options: [
      String.raw`$\frac{3}{5}$`,
      String.raw`$\frac{4}{5}$`,
      String.raw`$\frac{3}{4}$`,
      String.raw`$\frac{5}{4}$`,
    ],
    correctAnswer: 1,
    check: { compute: () => 4 / Math.hypot(3, 4) },
    explanation: pasos(
      [
        String.raw`Calculá la hipotenusa: $\sqrt{3^2 + 4^2} = 5$.`,
        String.raw`Para $\alpha$, el cateto opuesto es 3 y el adyacente es 4.`,
        String.raw`$\cos \alpha = \frac{\text{adyacente}}{\text{hipotenusa}} = \frac{4}{5}$. ($\frac{3}{5}$ es el seno y $\frac{3}{4}$ la tangente.)`,
      ],
      String.raw`$\cos \alpha = \frac{4}{5}$`,
    ),
  },
  {
    id: 'mat-trigonometria-005',
    topic: 'trigonometria',
    difficulty: 'facil',
    subtopic: 'trigonometria.angulos-radianes',
    kind: 'multiple-choice',
    question: String.raw`¿A cuántos grados equivale un ángulo de $\frac{\pi}{4}$ radianes?`,
    options: [
      String.raw`$90^\circ$`,
      String.raw`$45^\circ$`,
      String.raw`$720^\circ$`,
      String.raw`$22{,}5^\circ$`,
    ],
    correctAnswer: 1,
    check: { compute: () => ((Math.PI / 4) * 180) / Math.PI },
    explanation: pasos(
      [
        String.raw`Usá la equivalencia $\pi = 180^\circ$.`,
        String.raw`$\frac{\pi}{4} = \frac{180^\circ}{4} = 45^\circ$.`,
        String.raw`Si tomabas $\pi$ como una vuelta entera ($360^\circ$) llegabas a $90^\circ$, y si multiplicabas en lugar de dividir, a $720^\circ$.`,
      ],
      String.raw`$45^\circ$`,
    ),
  },
  {
    id: 'mat-trigonometria-006',
    topic: 'trigonometria',
    difficulty: 'facil',
    subtopic: 'trigonometria.circunferencia-trigonometrica',
    kind: 'multiple-choice',
    question: String.raw`¿Cuánto vale $\operatorname{tg} 45^\circ$?`,
    options: ['$1$', String.raw`$\frac{\sqrt{2}}{2}$`, '$0$', String.raw`$\sqrt{3}$`],
    correctAnswer: 0,
    check: { compute: () => Math.tan(deg(45)) },
    explanation: pasos(
      [
        String.raw`Un triángulo rectángulo con un ángulo de $45^\circ$ es isósceles: sus dos catetos son iguales.`,
        String.raw`$\operatorname{tg} 45^\circ = \frac{\text{opuesto}}{\text{adyacente}} = 1$. También: $\frac{\operatorname{sen} 45^\circ}{\cos 45^\circ} = \frac{\sqrt{2}/2}{\sqrt{2}/2} = 1$.`,
      ],
      String.raw`$\operatorname{tg} 45^\circ = 1$`,
    ),
  },
  {
    id: 'mat-trigonometria-007',
    topic: 'trigonometria',
    difficulty: 'facil',
    subtopic: 'trigonometria.identidades',
    kind: 'true-false',
    question: String.raw`Para todo número real $x$ se cumple $\operatorname{sen}^2 x + \cos^2 x = 1$.`,
    correctAnswer: true,
    explanation: pasos(
      [
        String.raw`En la circunferencia trigonométrica, el punto del ángulo $x$ es $(\cos x;\ \operatorname{sen} x)$ y está a distancia 1 del origen.`,
        String.raw`Por Pitágoras, $\cos^2 x + \operatorname{sen}^2 x = 1^2 = 1$, para cualquier $x$.`,
      ],
      'Verdadero: es la identidad pitagórica.',
    ),
  },
  {
    id: 'mat-trigonometria-008',
    topic: 'trigonometria',
    difficulty: 'facil',
    subtopic: 'trigonometria.circunferencia-trigonometrica',
    kind: 'true-false',
    question: String.raw`Existe un ángulo $x$ tal que $\operatorname{sen} x = 1{,}5$.`,
    correctAnswer: false,
    explanation: pasos(
      [
        String.raw`El seno es la coordenada vertical de un punto de la circunferencia de radio 1, así que siempre cumple $-1 \leq \operatorname{sen} x \leq 1$.`,
        'Como $1{,}5 > 1$, ningún ángulo tiene ese seno.',
      ],
      'Falso.',
    ),
  },
  {
    id: 'mat-trigonometria-009',
    topic: 'trigonometria',
    difficulty: 'facil',
    subtopic: 'trigonometria.angulos-radianes',
    kind: 'true-false',
    question: String.raw`Un ángulo de $\pi$ radianes equivale a $180^\circ$.`,
    correctAnswer: true,
    explanation: pasos(
      [
        String.raw`Una vuelta completa mide $2\pi$ radianes o $360^\circ$.`,
        String.raw`Media vuelta mide entonces $\pi$ radianes, es decir, $180^\circ$.`,
      ],
      'Verdadero.',
    ),
  },
  // ───────────── medio ─────────────
  {
    id: 'mat-trigonometria-010',
    topic: 'trigonometria',
    difficulty: 'medio',
    subtopic: 'trigonometria.triangulo-rectangulo',
    kind: 'multiple-choice',
    question: String.raw`Desde un punto del suelo a 20 m de la base de un edificio, se ve su parte más alta con un ángulo de elevación de $60^\circ$. ¿Cuál es la altura del edificio?`,
    options: [String.raw`$20\sqrt{3}$ m`, '10 m', String.raw`$\frac{20\sqrt{3}}{3}$ m`, '40 m'],
    correctAnswer: 0,
    check: { compute: () => 20 * Math.tan(deg(60)) },
    explanation: pasos(
      [
        String.raw`El edificio, el suelo y la visual forman un triángulo rectángulo: la altura $h$ es el cateto opuesto al ángulo de $60^\circ$ y los 20 m son el cateto adyacente.`,
        String.raw`La razón entre opuesto y adyacente es la tangente: $\operatorname{tg} 60^\circ = \frac{h}{20}$.`,
        String.raw`$h = 20 \cdot \operatorname{tg} 60^\circ = 20\sqrt{3} \approx 34{,}64$ m.`,
        '40 m es la longitud de la visual (la hipotenusa), no la altura.',
      ],
      String.raw`$h = 20\sqrt{3} \approx 34{,}64$ m`,
    ),
  },
  {
    id: 'mat-trigonometria-011',
    topic: 'trigonometria',
    difficulty: 'medio',
    subtopic: 'trigonometria.identidades',
    kind: 'multiple-choice',
    question: String.raw`Si $\operatorname{sen} \alpha = \frac{3}{5}$ y $\alpha$ está en el segundo cuadrante, ¿cuánto vale $\cos \alpha$?`,
    options: [
      String.raw`$\frac{4}{5}$`,
      String.raw`$\frac{2}{5}$`,
      String.raw`$-\frac{4}{5}$`,
      String.raw`$-\frac{3}{4}$`,
    ],
    correctAnswer: 2,
    check: { compute: () => -Math.sqrt(1 - (3 / 5) ** 2) },
    explanation: pasos(
      [
        String.raw`Usá la identidad pitagórica: $\cos^2 \alpha = 1 - \operatorname{sen}^2 \alpha = 1 - \frac{9}{25} = \frac{16}{25}$.`,
        String.raw`Entonces $|\cos \alpha| = \frac{4}{5}$.`,
        String.raw`En el segundo cuadrante el coseno es negativo: $\cos \alpha = -\frac{4}{5}$. (Restar $1 - \frac{3}{5}$ sin elevar al cuadrado da el $\frac{2}{5}$ incorrecto.)`,
      ],
      String.raw`$\cos \alpha = -\frac{4}{5}$`,
    ),
  },
  {
    id: 'mat-trigonometria-012',
    topic: 'trigonometria',
    difficulty: 'medio',
    subtopic: 'trigonometria.ecuaciones',
    kind: 'multiple-choice',
    question: String.raw`Resolvé $2\operatorname{sen} x - 1 = 0$ para $x \in [0;\ 2\pi)$.`,
    options: [
      String.raw`$x = \frac{\pi}{6}$`,
      String.raw`$x = \frac{\pi}{6}$ y $x = \frac{5\pi}{6}$`,
      String.raw`$x = \frac{\pi}{3}$ y $x = \frac{5\pi}{3}$`,
      String.raw`$x = \frac{\pi}{6}$ y $x = \frac{7\pi}{6}$`,
    ],
    correctAnswer: 1,
    check: {
      compute: () => {
        const x = Math.asin(1 / 2);
        return [...radParts(x), ...radParts(Math.PI - x)];
      },
    },
    explanation: pasos(
      [
        String.raw`Despejá: $\operatorname{sen} x = \frac{1}{2}$.`,
        String.raw`El ángulo del primer cuadrante con ese seno es $\frac{\pi}{6}$ ($30^\circ$).`,
        String.raw`El seno también es positivo en el segundo cuadrante: $x = \pi - \frac{\pi}{6} = \frac{5\pi}{6}$.`,
        String.raw`En $\frac{7\pi}{6}$ el seno vale $-\frac{1}{2}$, y $\frac{\pi}{3}$, $\frac{5\pi}{3}$ resuelven $\cos x = \frac{1}{2}$, otra ecuación.`,
      ],
      String.raw`$x = \frac{\pi}{6}$ y $x = \frac{5\pi}{6}$`,
    ),
  },
  {
    id: 'mat-trigonometria-013',
    topic: 'trigonometria',
    difficulty: 'medio',
    subtopic: 'trigonometria.teoremas-seno-coseno',
    kind: 'multiple-choice',
    question: String.raw`En un triángulo $ABC$, $A = 30^\circ$, $B = 45^\circ$ y el lado $a$ (opuesto a $A$) mide 10 cm. ¿Cuánto mide el lado $b$?`,
    options: [String.raw`$5\sqrt{2}$ cm`, '20 cm', String.raw`$10\sqrt{2}$ cm`, '10 cm'],
    correctAnswer: 2,
    check: { compute: () => (10 * Math.sin(deg(45))) / Math.sin(deg(30)) },
    explanation: pasos(
      [
        String.raw`Tenés un par completo lado-ángulo opuesto ($a$ y $A$): usá el teorema del seno, $\frac{b}{\operatorname{sen} B} = \frac{a}{\operatorname{sen} A}$.`,
        String.raw`Despejá: $b = \frac{a \cdot \operatorname{sen} B}{\operatorname{sen} A} = \frac{10 \cdot \frac{\sqrt{2}}{2}}{\frac{1}{2}}$.`,
        String.raw`$b = 10\sqrt{2} \approx 14{,}14$ cm. Control: $B > A$, así que $b$ tiene que ser mayor que $a$; $5\sqrt{2} \approx 7{,}07$ sale de invertir la proporción y no cumple eso.`,
      ],
      String.raw`$b = 10\sqrt{2}$ cm`,
    ),
  },
  {
    id: 'mat-trigonometria-014',
    topic: 'trigonometria',
    difficulty: 'medio',
    subtopic: 'trigonometria.teoremas-seno-coseno',
    kind: 'multiple-choice',
    question: String.raw`Dos lados de un triángulo miden 5 cm y 8 cm y forman un ángulo de $60^\circ$. ¿Cuánto mide el tercer lado?`,
    options: [String.raw`$\sqrt{129}$ cm`, '7 cm', '49 cm', String.raw`$\sqrt{89}$ cm`],
    correctAnswer: 1,
    check: { compute: () => Math.sqrt(5 ** 2 + 8 ** 2 - 2 * 5 * 8 * Math.cos(deg(60))) },
    explanation: pasos(
      [
        String.raw`Conocés dos lados y el ángulo comprendido: teorema del coseno, $a^2 = b^2 + c^2 - 2bc \cos A$.`,
        String.raw`$a^2 = 5^2 + 8^2 - 2 \cdot 5 \cdot 8 \cdot \cos 60^\circ = 25 + 64 - 80 \cdot \frac{1}{2} = 49$.`,
        String.raw`$a = \sqrt{49} = 7$ cm.`,
        String.raw`Con $+$ en lugar de $-$ llegabas a $\sqrt{129}$; sin el último término (Pitágoras, que acá no vale porque el ángulo no es recto), a $\sqrt{89}$.`,
      ],
      '7 cm',
    ),
  },
  {
    id: 'mat-trigonometria-015',
    topic: 'trigonometria',
    difficulty: 'medio',
    subtopic: 'trigonometria.identidades',
    kind: 'multiple-choice',
    question: String.raw`Simplificá la expresión $\frac{1 - \cos^2 x}{\operatorname{sen} x}$ (para $\operatorname{sen} x \neq 0$).`,
    options: [
      String.raw`$\cos x$`,
      String.raw`$\operatorname{sen} x$`,
      '$1$',
      String.raw`$\operatorname{tg} x$`,
    ],
    correctAnswer: 1,
    explanation: pasos(
      [
        String.raw`Por la identidad pitagórica, $1 - \cos^2 x = \operatorname{sen}^2 x$.`,
        String.raw`La expresión queda $\frac{\operatorname{sen}^2 x}{\operatorname{sen} x}$.`,
        String.raw`Simplificá un factor $\operatorname{sen} x$: queda $\operatorname{sen} x$.`,
      ],
      String.raw`$\operatorname{sen} x$`,
    ),
  },
  {
    id: 'mat-trigonometria-016',
    topic: 'trigonometria',
    difficulty: 'medio',
    subtopic: 'trigonometria.circunferencia-trigonometrica',
    kind: 'multiple-choice',
    question: String.raw`¿Cuánto vale $\cos 300^\circ$?`,
    options: [
      String.raw`$-\frac{1}{2}$`,
      String.raw`$\frac{\sqrt{3}}{2}$`,
      String.raw`$\frac{1}{2}$`,
      String.raw`$-\frac{\sqrt{3}}{2}$`,
    ],
    correctAnswer: 2,
    check: { compute: () => Math.cos(deg(300)) },
    explanation: pasos(
      [
        String.raw`$300^\circ$ está en el cuarto cuadrante y su ángulo de referencia es $360^\circ - 300^\circ = 60^\circ$.`,
        String.raw`En el cuarto cuadrante el coseno es positivo: $\cos 300^\circ = \cos 60^\circ$.`,
        String.raw`$\cos 60^\circ = \frac{1}{2}$. (Quien recuerda "cuarto cuadrante, negativo" piensa en el seno: $\operatorname{sen} 300^\circ = -\frac{\sqrt{3}}{2}$.)`,
      ],
      String.raw`$\cos 300^\circ = \frac{1}{2}$`,
    ),
  },
  {
    id: 'mat-trigonometria-017',
    topic: 'trigonometria',
    difficulty: 'medio',
    subtopic: 'trigonometria.identidades',
    kind: 'multiple-choice',
    question: String.raw`Si $\alpha$ es un ángulo agudo y $\operatorname{tg} \alpha = \frac{3}{4}$, ¿cuánto vale $\operatorname{sen} \alpha$?`,
    options: [
      String.raw`$\frac{4}{5}$`,
      String.raw`$\frac{3}{4}$`,
      String.raw`$\frac{3}{5}$`,
      String.raw`$\frac{5}{3}$`,
    ],
    correctAnswer: 2,
    check: { compute: () => Math.sin(Math.atan(3 / 4)) },
    explanation: pasos(
      [
        String.raw`Armá un triángulo rectángulo con cateto opuesto 3 y cateto adyacente 4 (así $\operatorname{tg} \alpha = \frac{3}{4}$).`,
        String.raw`Hipotenusa: $\sqrt{3^2 + 4^2} = 5$.`,
        String.raw`$\operatorname{sen} \alpha = \frac{\text{opuesto}}{\text{hipotenusa}} = \frac{3}{5}$. Es positivo porque $\alpha$ es agudo. ($\frac{4}{5}$ es el coseno.)`,
      ],
      String.raw`$\operatorname{sen} \alpha = \frac{3}{5}$`,
    ),
  },
  {
    id: 'mat-trigonometria-018',
    topic: 'trigonometria',
    difficulty: 'medio',
    subtopic: 'trigonometria.circunferencia-trigonometrica',
    kind: 'true-false',
    question: String.raw`Se cumple que $\operatorname{sen} 225^\circ = \frac{\sqrt{2}}{2}$.`,
    correctAnswer: false,
    explanation: pasos(
      [
        String.raw`$225^\circ = 180^\circ + 45^\circ$ está en el tercer cuadrante, donde el seno es negativo.`,
        String.raw`Su ángulo de referencia es $45^\circ$, así que $\operatorname{sen} 225^\circ = -\operatorname{sen} 45^\circ = -\frac{\sqrt{2}}{2}$.`,
      ],
      String.raw`Falso: $\operatorname{sen} 225^\circ = -\frac{\sqrt{2}}{2}$.`,
    ),
  },
  {
    id: 'mat-trigonometria-019',
    topic: 'trigonometria',
    difficulty: 'medio',
    subtopic: 'trigonometria.ecuaciones',
    kind: 'true-false',
    question: String.raw`La ecuación $\cos x = 2$ no tiene solución.`,
    correctAnswer: true,
    explanation: pasos(
      [
        'El coseno de cualquier ángulo está entre $-1$ y $1$.',
        String.raw`Como $2 > 1$, ningún $x$ real cumple $\cos x = 2$.`,
      ],
      'Verdadero.',
    ),
  },
  {
    id: 'mat-trigonometria-020',
    topic: 'trigonometria',
    difficulty: 'medio',
    subtopic: 'trigonometria.identidades',
    kind: 'true-false',
    question: String.raw`Para todo $x$ vale $\operatorname{sen}(2x) = 2 \operatorname{sen} x$.`,
    correctAnswer: false,
    explanation: pasos(
      [
        String.raw`Probá con $x = 90^\circ$: $\operatorname{sen} 180^\circ = 0$, mientras que $2 \operatorname{sen} 90^\circ = 2$.`,
        String.raw`La fórmula correcta del ángulo doble es $\operatorname{sen}(2x) = 2 \operatorname{sen} x \cos x$.`,
      ],
      'Falso.',
    ),
  },
  // ───────────── difícil ─────────────
  {
    id: 'mat-trigonometria-021',
    topic: 'trigonometria',
    difficulty: 'dificil',
    subtopic: 'trigonometria.ecuaciones',
    kind: 'multiple-choice',
    question: String.raw`Resolvé $2\cos^2 x - \cos x - 1 = 0$ para $x \in [0;\ 2\pi)$.`,
    options: [
      String.raw`$x = \frac{2\pi}{3}$ y $x = \frac{4\pi}{3}$`,
      String.raw`$x = 0$, $x = \frac{\pi}{3}$ y $x = \frac{5\pi}{3}$`,
      String.raw`$x = 0$ y $x = \frac{2\pi}{3}$`,
      String.raw`$x = 0$, $x = \frac{2\pi}{3}$ y $x = \frac{4\pi}{3}$`,
    ],
    correctAnswer: 3,
    check: {
      compute: () => {
        // t = cos x solves 2t² − t − 1 = 0; each t in [−1, 1] gives x = arccos t and 2π − arccos t
        const d = Math.sqrt(1 + 8);
        const ts = [(1 + d) / 4, (1 - d) / 4];
        const xs = new Set<number>();
        for (const t of ts) {
          const x = Math.acos(t);
          xs.add(Math.round(x * 1e9) / 1e9);
          if (x > 0 && x < Math.PI) xs.add(Math.round((2 * Math.PI - x) * 1e9) / 1e9);
        }
        return [...xs].flatMap((x) => radParts(x));
      },
    },
    explanation: pasos(
      [
        String.raw`Sustituí $t = \cos x$: $2t^2 - t - 1 = 0$. Con la resolvente, $t = \frac{1 \pm 3}{4}$, así que $t = 1$ o $t = -\frac{1}{2}$.`,
        String.raw`$\cos x = 1$ tiene una sola solución en $[0;\ 2\pi)$: $x = 0$.`,
        String.raw`$\cos x = -\frac{1}{2}$: el ángulo de referencia es $\frac{\pi}{3}$ y el coseno es negativo en el segundo y el tercer cuadrante: $x = \frac{2\pi}{3}$ y $x = \frac{4\pi}{3}$.`,
        String.raw`Juntá todas. Si olvidabas el caso $t = 1$ te faltaba $x = 0$, y si tomabas $\cos x = \frac{1}{2}$ aparecían $\frac{\pi}{3}$ y $\frac{5\pi}{3}$, que no verifican.`,
      ],
      String.raw`$x = 0$, $x = \frac{2\pi}{3}$ y $x = \frac{4\pi}{3}$`,
    ),
  },
  {
    id: 'mat-trigonometria-022',
    topic: 'trigonometria',
    difficulty: 'dificil',
    subtopic: 'trigonometria.teoremas-seno-coseno',
    kind: 'multiple-choice',
    question: 'Los lados de un triángulo miden 7 cm, 8 cm y 13 cm. ¿Cuánto mide su ángulo mayor?',
    options: [
      String.raw`$60^\circ$`,
      String.raw`$120^\circ$`,
      String.raw`$150^\circ$`,
      String.raw`$30^\circ$`,
    ],
    correctAnswer: 1,
    check: { compute: () => (Math.acos((7 ** 2 + 8 ** 2 - 13 ** 2) / (2 * 7 * 8)) * 180) / Math.PI },
    explanation: pasos(
      [
        'El ángulo mayor está enfrente del lado mayor, 13 cm. Llamalo $C$.',
        String.raw`Teorema del coseno despejado: $\cos C = \frac{a^2 + b^2 - c^2}{2ab} = \frac{49 + 64 - 169}{2 \cdot 7 \cdot 8} = \frac{-56}{112} = -\frac{1}{2}$.`,
        String.raw`El coseno negativo indica un ángulo obtuso: $C = 120^\circ$. Si perdías el signo llegabas a $60^\circ$, que no puede ser el mayor de este triángulo.`,
      ],
      String.raw`$C = 120^\circ$`,
    ),
  },
  {
    id: 'mat-trigonometria-023',
    topic: 'trigonometria',
    difficulty: 'dificil',
    subtopic: 'trigonometria.triangulo-rectangulo',
    kind: 'multiple-choice',
    question: String.raw`Desde lo alto de un faro de 50 m de altura se observa un barco con un ángulo de depresión de $30^\circ$. ¿A qué distancia horizontal de la base del faro está el barco?`,
    options: ['100 m', String.raw`$\frac{50\sqrt{3}}{3}$ m`, String.raw`$50\sqrt{3}$ m`, '25 m'],
    correctAnswer: 2,
    check: { compute: () => 50 / Math.tan(deg(30)) },
    explanation: pasos(
      [
        String.raw`El ángulo de depresión se mide desde la horizontal hacia abajo. Por ser alternos internos, es igual al ángulo de elevación desde el barco: $30^\circ$.`,
        String.raw`Desde el barco, la altura del faro (50 m) es el cateto opuesto y la distancia $d$ es el adyacente: $\operatorname{tg} 30^\circ = \frac{50}{d}$.`,
        String.raw`$d = \frac{50}{\operatorname{tg} 30^\circ} = \frac{50}{\sqrt{3}/3} = 50\sqrt{3} \approx 86{,}6$ m.`,
        String.raw`Multiplicar por la tangente da $\frac{50\sqrt{3}}{3} \approx 28{,}9$ m (un ángulo de $60^\circ$ en el barco), y 100 m es la visual, no la distancia horizontal.`,
      ],
      String.raw`$d = 50\sqrt{3} \approx 86{,}6$ m`,
    ),
  },
  {
    id: 'mat-trigonometria-024',
    topic: 'trigonometria',
    difficulty: 'dificil',
    subtopic: 'trigonometria.identidades',
    kind: 'multiple-choice',
    question: String.raw`Si $\operatorname{sen} x + \cos x = 1{,}2$, ¿cuánto vale $\operatorname{sen} x \cdot \cos x$?`,
    options: ['$0{,}44$', '$0{,}72$', '$0{,}2$', '$0{,}22$'],
    correctAnswer: 3,
    check: { compute: () => (1.2 ** 2 - 1) / 2 },
    explanation: pasos(
      [
        String.raw`Elevá al cuadrado los dos miembros: $(\operatorname{sen} x + \cos x)^2 = 1{,}44$.`,
        String.raw`Desarrollá: $\operatorname{sen}^2 x + 2 \operatorname{sen} x \cos x + \cos^2 x = 1{,}44$.`,
        String.raw`Usá $\operatorname{sen}^2 x + \cos^2 x = 1$: $1 + 2 \operatorname{sen} x \cos x = 1{,}44$, así que $2 \operatorname{sen} x \cos x = 0{,}44$.`,
        String.raw`Dividí por 2: $\operatorname{sen} x \cos x = 0{,}22$. (0,44 es el doble producto, sin dividir.)`,
      ],
      String.raw`$\operatorname{sen} x \cdot \cos x = 0{,}22$`,
    ),
  },
  {
    id: 'mat-trigonometria-025',
    topic: 'trigonometria',
    difficulty: 'dificil',
    subtopic: 'trigonometria.ecuaciones',
    kind: 'true-false',
    question: String.raw`La ecuación $\operatorname{sen} x = \frac{1}{2}$ tiene exactamente dos soluciones en $[0;\ 2\pi)$.`,
    correctAnswer: true,
    explanation: pasos(
      [
        'El seno es positivo en el primer y el segundo cuadrante.',
        String.raw`Las soluciones son $\frac{\pi}{6}$ y $\pi - \frac{\pi}{6} = \frac{5\pi}{6}$; en el tercer y el cuarto cuadrante el seno es negativo.`,
      ],
      'Verdadero.',
    ),
  },
  {
    id: 'mat-trigonometria-026',
    topic: 'trigonometria',
    difficulty: 'dificil',
    subtopic: 'trigonometria.teoremas-seno-coseno',
    kind: 'true-false',
    question: 'El teorema del coseno, aplicado a un ángulo de 90°, se reduce al teorema de Pitágoras.',
    correctAnswer: true,
    explanation: pasos(
      [
        String.raw`Teorema del coseno: $a^2 = b^2 + c^2 - 2bc \cos A$.`,
        String.raw`Si $A = 90^\circ$, $\cos A = 0$ y el último término desaparece: $a^2 = b^2 + c^2$, que es Pitágoras con $a$ como hipotenusa.`,
      ],
      'Verdadero.',
    ),
  },
  {
    id: 'mat-trigonometria-027',
    topic: 'trigonometria',
    difficulty: 'dificil',
    subtopic: 'trigonometria.circunferencia-trigonometrica',
    kind: 'true-false',
    question: String.raw`La función $\operatorname{tg} x$ está definida para todo $x$ del intervalo $[0;\ 2\pi)$.`,
    correctAnswer: false,
    explanation: pasos(
      [
        String.raw`$\operatorname{tg} x = \frac{\operatorname{sen} x}{\cos x}$ requiere $\cos x \neq 0$.`,
        String.raw`En $[0;\ 2\pi)$ el coseno se anula en $x = \frac{\pi}{2}$ y en $x = \frac{3\pi}{2}$: ahí la tangente no está definida.`,
      ],
      'Falso.',
    ),
  },
];
