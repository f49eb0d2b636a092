import { handDrawn } from '../../../figures/svg.ts';
import type { MiniClass } from '../../../schema.ts';

/** The staircase of E(x) on [-2; 3): a closed dot on the left of each step, an open one on the right. Units of 30 px, origin at (90; 110). */
const STAIRCASE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 260 190" width="260" height="190" fill="none" stroke="currentColor" stroke-width="1.5" font-family="sans-serif" font-size="12">
<line x1="20" y1="110" x2="250" y2="110" stroke-width="1"/><line x1="90" y1="185" x2="90" y2="10" stroke-width="1"/>
<text x="238" y="126" fill="currentColor" stroke="none">x</text><text x="96" y="20" fill="currentColor" stroke="none">y</text>
<line x1="30" y1="170" x2="60" y2="170" stroke-width="2.5"/><line x1="60" y1="140" x2="90" y2="140" stroke-width="2.5"/>
<line x1="90" y1="110" x2="120" y2="110" stroke-width="2.5"/><line x1="120" y1="80" x2="150" y2="80" stroke-width="2.5"/><line x1="150" y1="50" x2="180" y2="50" stroke-width="2.5"/>
<circle cx="30" cy="170" r="3.5" fill="currentColor"/><circle cx="60" cy="170" r="3.5" fill="white"/>
<circle cx="60" cy="140" r="3.5" fill="currentColor"/><circle cx="90" cy="140" r="3.5" fill="white"/>
<circle cx="90" cy="110" r="3.5" fill="currentColor"/><circle cx="120" cy="110" r="3.5" fill="white"/>
<circle cx="120" cy="80" r="3.5" fill="currentColor"/><circle cx="150" cy="80" r="3.5" fill="white"/>
<circle cx="150" cy="50" r="3.5" fill="currentColor"/><circle cx="180" cy="50" r="3.5" fill="white"/>
<text x="116" y="128" fill="currentColor" stroke="none">1</text><text x="146" y="128" fill="currentColor" stroke="none">2</text><text x="76" y="84" fill="currentColor" stroke="none">1</text><text x="76" y="54" fill="currentColor" stroke="none">2</text>
</svg>`;

export const miniClasses: MiniClass[] = [
  {
    id: 'funciones-valor-absoluto-parte-entera',
    topic: 'funciones',
    title: 'Funciones valor absoluto, parte entera y mantisa',
    subtopics: ['funciones.valor-absoluto-parte-entera'],
    body: String.raw`Tres funciones se definen por tramos y aparecen juntas en los programas de ingreso: el valor absoluto, la parte entera y la mantisa. Conviene conocer la forma de cada gráfico, porque muchas preguntas se contestan mirándolo.

Valor absoluto: $|x| = x$ si $x \ge 0$ y $|x| = -x$ si $x < 0$. Su gráfico es una V con el vértice en el origen, formada por dos semirrectas de pendientes 1 y $-1$. Es par (simétrica respecto del eje $y$), su imagen es $[0;\ +\infty)$, decrece en $(-\infty;\ 0)$ y crece en $(0;\ +\infty)$.

Corrimientos de la V: $f(x) = a\,|x - h| + k$ tiene el vértice en $(h;\ k)$.
- $h$ corre la V a la derecha si es positivo: en $|x - 3|$ el vértice está en $x = 3$, no en $-3$.
- $k$ la sube o la baja.
- Si $a < 0$ la V se abre hacia abajo y el vértice es un máximo; $|a|$ la hace más cerrada o más abierta.
- La imagen se lee del vértice: $[k;\ +\infty)$ si $a > 0$ y $(-\infty;\ k]$ si $a < 0$.

Parte entera: $E(x)$, que algunos libros escriben $[x]$ o $\lfloor x \rfloor$, es el mayor entero menor o igual que $x$. $E(2{,}7) = 2$, $E(5) = 5$ y $E(-2{,}3) = -3$: para los negativos no alcanza con borrar los decimales. Su gráfico es una escalera (ver la figura): en cada intervalo $[n;\ n + 1)$ vale $n$, con el punto lleno a la izquierda de cada escalón y vacío a la derecha. Su imagen son los enteros, no es continua en los enteros y cumple $E(x + n) = E(x) + n$ si $n$ es entero.

Mantisa: $\operatorname{mant}(x) = x - E(x)$, lo que le sobra a $x$ por encima de su parte entera. $\operatorname{mant}(2{,}7) = 0{,}7$ y $\operatorname{mant}(-2{,}3) = -2{,}3 - (-3) = 0{,}7$. Su gráfico es un serrucho: en cada $[n;\ n + 1)$ es un segmento de pendiente 1 que sube de 0 hacia 1 sin llegar. Es periódica de período 1 y su imagen es $[0;\ 1)$.

Idea clave: las tres se estudian por tramos. Para cada tramo se escribe la fórmula sin barras ni corchetes, y ahí se grafica, se calcula o se resuelve.

Errores comunes:
- Leer el vértice de $|x - 3|$ en $x = -3$.
- Calcular $E(-2{,}3)$ como $-2$ borrando los decimales.
- Dar una mantisa negativa o igual a 1.
- Poner el punto lleno a la derecha de cada escalón de la parte entera.
- Olvidar que un factor negativo delante del valor absoluto da vuelta la V y cambia la imagen.`,
    examples: [
      String.raw`Graficá $f(x) = |x + 2| - 1$. El vértice está en $(-2;\ -1)$ y la V se abre hacia arriba con pendientes 1 y $-1$. Corta al eje $x$ donde $|x + 2| = 1$: en $x = -1$ y $x = -3$. Imagen $[-1;\ +\infty)$.`,
      String.raw`Calculá $E(3{,}9) + E(-0{,}5)$. $E(3{,}9) = 3$ y $E(-0{,}5) = -1$, porque $-1$ es el mayor entero que no supera a $-0{,}5$. La suma es 2.`,
      String.raw`¿Para qué $x$ de $[0;\ 3)$ vale $\operatorname{mant}(x) = 0{,}5$? En cada escalón $[n;\ n + 1)$ es $x - n = 0{,}5$: $x = 0{,}5$, $x = 1{,}5$ y $x = 2{,}5$.`,
    ],
    figures: [
      handDrawn(
        {
          title: 'Gráfico de la parte entera',
          alt: 'Gráfico de la parte entera entre x = −2 y x = 3: cinco escalones horizontales de longitud 1, a alturas −2, −1, 0, 1 y 2. Cada escalón tiene un punto lleno en su extremo izquierdo y un punto vacío en el derecho.',
        },
        STAIRCASE_SVG,
      ),
    ],
  },
];
