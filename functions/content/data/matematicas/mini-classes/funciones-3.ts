import { handDrawn } from '../../../figures/svg.ts';
import type { MiniClass } from '../../../schema.ts';

/**
 * f(x) = 2x + 4 for x < 0 and x² - 4x + 3 for x ≥ 0: a jump at 0, zeros at -2, 1 and 3, vertex at (2; -1).
 * Units of 25 px, origin at (110; 150).
 */
const PIECEWISE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 260 220" width="260" height="220" fill="none" stroke="currentColor" stroke-width="1.5" font-family="sans-serif" font-size="12">
<line x1="10" y1="150" x2="250" y2="150" stroke-width="1"/><line x1="110" y1="215" x2="110" y2="5" stroke-width="1"/>
<line x1="35" y1="200" x2="107" y2="56" stroke-width="2.5"/>
<circle cx="110" cy="50" r="3.5" fill="none" stroke-width="1.5"/>
<polyline points="110,75 120,111 130,139 140,159 150,171 160,175 170,171 180,159 190,139 200,111 210,75 220,31" stroke-width="2.5"/>
<circle cx="110" cy="75" r="3.5" fill="currentColor"/>
<circle cx="60" cy="150" r="3" fill="currentColor"/><circle cx="135" cy="150" r="3" fill="currentColor"/><circle cx="185" cy="150" r="3" fill="currentColor"/>
<text x="48" y="166" fill="currentColor" stroke="none">-2</text><text x="132" y="140" fill="currentColor" stroke="none">1</text><text x="188" y="140" fill="currentColor" stroke="none">3</text>
<text x="116" y="48" fill="currentColor" stroke="none">4</text><text x="96" y="79" fill="currentColor" stroke="none">3</text>
<text x="150" y="192" fill="currentColor" stroke="none">(2; -1)</text>
</svg>`;

export const miniClasses: MiniClass[] = [
  {
    id: 'funciones-a-trozos',
    topic: 'funciones',
    title: 'Funciones definidas por tramos: crecimiento, positividad y negatividad',
    subtopics: ['funciones.a-trozos'],
    body: String.raw`Una función definida por tramos usa una fórmula distinta en cada parte de su dominio. Se escribe con una llave: cada renglón trae la fórmula y la condición que dice para qué valores de $x$ vale. Por ejemplo, la de la figura es $f(x) = 2x + 4$ si $x < 0$ y $f(x) = x^2 - 4x + 3$ si $x \geq 0$. El valor absoluto es el caso más conocido: $|x| = x$ si $x \geq 0$ y $|x| = -x$ si $x < 0$.

Evaluar: primero mirá en qué condición cae el valor y recién después reemplazá en esa fórmula. En el borde, el signo manda: con $x < 0$ y $x \geq 0$, el 0 va al segundo tramo. En la figura, $f(-1) = 2$ y $f(0) = 3$, no 4.

Graficar: cada fórmula se dibuja solo en su intervalo. En el borde, punto lleno si el valor pertenece a ese tramo y punto vacío si no. Si los dos tramos llegan al mismo valor en el borde, el gráfico no se corta (la función es continua ahí); si no, hay un salto, como en $x = 0$: el primer tramo se acerca a 4 sin tocarlo y el segundo empieza en 3.

Ceros: resolvé $f(x) = 0$ en cada tramo y quedate solo con las soluciones que cumplen la condición de ese tramo. En la figura, $2x + 4 = 0$ da $x = -2$, que es menor que 0 y sirve; $x^2 - 4x + 3 = 0$ da $x = 1$ y $x = 3$, los dos mayores o iguales que 0. Una solución que cae fuera de su tramo se descarta, aunque anule la fórmula.

Positividad y negatividad: el conjunto de positividad $C^+$ reúne los $x$ con $f(x) > 0$ y el de negatividad $C^-$ los que tienen $f(x) < 0$. Marcá en la recta los ceros y los bordes de los tramos, y probá un valor en cada intervalo. En la figura, $C^+ = (-2;\ 1) \cup (3;\ +\infty)$ y $C^- = (-\infty;\ -2) \cup (1;\ 3)$. Los ceros no entran en ninguno.

Crecimiento y decrecimiento: en cada tramo usá lo que sabés de esa fórmula. Una recta crece si su pendiente es positiva; una parábola con $a > 0$ decrece a la izquierda del vértice y crece a la derecha. En la figura, el primer tramo crece en $(-\infty;\ 0)$, y la parábola, con vértice en $(2;\ -1)$, decrece en $(0;\ 2)$ y crece en $(2;\ +\infty)$. Los intervalos se escriben abiertos.

Imagen: juntá los valores que toma cada tramo en su intervalo, con cuidado en los bordes y en el vértice.

Idea clave: toda pregunta sobre una función por tramos se contesta tramo por tramo y se controla con la condición de cada uno.

Errores comunes:
- Usar la fórmula equivocada en el borde, sin mirar si la condición es $<$ o $\leq$.
- Dar como ceros soluciones que caen fuera de su tramo.
- Dibujar cada fórmula en toda la recta en lugar de solo en su intervalo.
- Leer la imagen de una parábola solo en los extremos del tramo y olvidar el vértice.
- Unir en un solo intervalo de crecimiento dos tramos separados por un salto hacia abajo.`,
    examples: [
      String.raw`Para $g(x) = x^2 - 1$ si $x < 1$ y $g(x) = 3 - x$ si $x \geq 1$: $g(-2) = 3$, $g(1) = 2$ y $g(5) = -2$. Ceros: $x^2 - 1 = 0$ da $\pm 1$, pero solo $-1$ cumple $x < 1$; $3 - x = 0$ da $x = 3$. Los ceros son $-1$ y $3$.`,
      String.raw`Escribí $h(x) = |2x - 6|$ por tramos. $2x - 6 \geq 0$ cuando $x \geq 3$: ahí $h(x) = 2x - 6$; si $x < 3$, $h(x) = -(2x - 6) = 6 - 2x$. Decrece en $(-\infty;\ 3)$, crece en $(3;\ +\infty)$ y su mínimo es $h(3) = 0$.`,
      String.raw`Un estacionamiento cobra 1.500 pesos por las primeras dos horas y 600 pesos por cada hora siguiente: $C(t) = 1500$ si $0 < t \leq 2$ y $C(t) = 1500 + 600(t - 2)$ si $t > 2$ ($t$ en horas enteras). Cinco horas cuestan $1500 + 600 \cdot 3 = 3300$ pesos.`,
    ],
    figures: [
      handDrawn(
        {
          title: 'Gráfico de una función por tramos',
          alt: 'Gráfico de una función por tramos. Para x menor que 0, una recta creciente que corta al eje x en −2 y llega a un punto vacío en (0; 4). Desde el punto lleno (0; 3) sigue una parábola que baja hasta el vértice (2; −1) y vuelve a subir, cortando al eje x en 1 y en 3.',
        },
        PIECEWISE_SVG,
      ),
    ],
  },
];
