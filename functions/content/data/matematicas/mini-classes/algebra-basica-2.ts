import { handDrawn } from '../../../figures/svg.ts';
import type { MiniClass } from '../../../schema.ts';

/** Ruffini's table for (x^3 - 2x^2 - 5x + 6) : (x - 1). */
const RUFFINI_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 130" width="300" height="130" fill="none" stroke="currentColor" stroke-width="1.5" font-family="sans-serif" font-size="15">
<line x1="60" y1="10" x2="60" y2="90"/><line x1="40" y1="80" x2="290" y2="80"/>
<text x="40" y="66" fill="currentColor" stroke="none">1</text>
<text x="80" y="30" fill="currentColor" stroke="none">1</text><text x="130" y="30" fill="currentColor" stroke="none">-2</text><text x="190" y="30" fill="currentColor" stroke="none">-5</text><text x="250" y="30" fill="currentColor" stroke="none">6</text>
<text x="136" y="66" fill="currentColor" stroke="none">1</text><text x="190" y="66" fill="currentColor" stroke="none">-1</text><text x="250" y="66" fill="currentColor" stroke="none">-6</text>
<text x="80" y="104" fill="currentColor" stroke="none">1</text><text x="130" y="104" fill="currentColor" stroke="none">-1</text><text x="190" y="104" fill="currentColor" stroke="none">-6</text><text x="250" y="104" fill="currentColor" stroke="none">0</text>
<rect x="240" y="86" width="32" height="26"/>
<text x="70" y="125" fill="currentColor" stroke="none" font-size="12">cociente x² - x - 6</text><text x="232" y="125" fill="currentColor" stroke="none" font-size="12">resto</text>
</svg>`;

export const miniClasses: MiniClass[] = [
  {
    id: 'algebra-basica-factoreo-ruffini',
    topic: 'algebra-basica',
    title: 'Casos de factoreo, teorema de Gauss y regla de Ruffini',
    subtopics: ['algebra-basica.factoreo', 'algebra-basica.polinomios'],
    body: String.raw`Factorizar es escribir un polinomio como producto. Sirve para simplificar expresiones racionales, resolver ecuaciones de grado mayor que 2 y armar tablas de signos. En el examen casi siempre se combina más de un caso, así que conviene tener un orden fijo.

Orden de trabajo:
- Primero, factor común: $6x^3 - 9x^2 = 3x^2(2x - 3)$. Sacá siempre el máximo: el mcd de los coeficientes y la menor potencia de cada letra.
- Si quedan cuatro términos, probá factor común por grupos: $x^3 + 2x^2 - 9x - 18 = x^2(x + 2) - 9(x + 2) = (x + 2)(x^2 - 9)$.
- Dos términos restándose y cuadrados: diferencia de cuadrados, $a^2 - b^2 = (a - b)(a + b)$.
- Tres términos con dos cuadrados y el doble producto: trinomio cuadrado perfecto, $a^2 \pm 2ab + b^2 = (a \pm b)^2$.
- Un trinomio de grado 2 que no es cuadrado perfecto: buscá sus raíces con la resolvente y escribí $a(x - x_1)(x - x_2)$.
- Grado 3 o más sin factor común: teorema de Gauss y regla de Ruffini.
Después de cada paso, mirá si algún factor se puede seguir factorizando.

Teorema de Gauss: si un polinomio de coeficientes enteros tiene una raíz racional $\frac{p}{q}$, entonces $p$ divide al término independiente y $q$ divide al coeficiente principal. Si el coeficiente principal es 1, las raíces enteras están entre los divisores del término independiente. Probás los candidatos reemplazando hasta encontrar uno que anule el polinomio.

Regla de Ruffini: divide por $(x - a)$ usando solo los coeficientes. En la figura se divide $x^3 - 2x^2 - 5x + 6$ por $(x - 1)$: escribís los coeficientes completos (con 0 si falta alguna potencia), bajás el primero, lo multiplicás por $a = 1$, lo sumás al siguiente, y repetís. El último número es el resto; los anteriores son los coeficientes del cociente, de un grado menos. Como el resto es 0, 1 es raíz y $x^3 - 2x^2 - 5x + 6 = (x - 1)(x^2 - x - 6) = (x - 1)(x - 3)(x + 2)$.

Teorema del resto: el resto de dividir $P(x)$ por $(x - a)$ es $P(a)$. Sirve para controlar Ruffini y para saber si $(x - a)$ es factor sin dividir.

Multiplicidad: si después de dividir el cociente vuelve a anularse en el mismo valor, la raíz es doble. $x^3 - 3x + 2 = (x - 1)^2(x + 2)$.

Idea clave: cada raíz $r$ da un factor $(x - r)$. La raíz $-2$ da el factor $(x + 2)$, no $(x - 2)$.

Errores comunes:
- Olvidar los ceros de las potencias que faltan al armar la tabla de Ruffini.
- Usar en Ruffini el número del paréntesis sin cambiarle el signo: para $(x + 3)$ se usa $a = -3$.
- Quedarse en $(x^2 - 9)(x^2 + 9)$ cuando la consigna pide factorizar completamente.
- Intentar factorizar $x^2 + 9$ en los reales: una suma de cuadrados no tiene raíces reales.
- Olvidar el coeficiente principal: $2x^2 + 3x - 2 = 2\left(x - \frac{1}{2}\right)(x + 2)$, no $\left(x - \frac{1}{2}\right)(x + 2)$.`,
    examples: [
      String.raw`Factorizá $x^3 - 6x^2 + 9x$. Factor común $x$: $x(x^2 - 6x + 9)$. El paréntesis es trinomio cuadrado perfecto: $x(x - 3)^2$.`,
      String.raw`Hallá las raíces de $x^3 - 7x - 6$. Candidatas: $\pm 1, \pm 2, \pm 3, \pm 6$. $P(-1) = -1 + 7 - 6 = 0$. Ruffini con coeficientes $1;\ 0;\ -7;\ -6$ y $a = -1$ da cociente $x^2 - x - 6 = (x - 3)(x + 2)$. Raíces: $-2$, $-1$ y $3$.`,
      String.raw`Factorizá $x^4 - 5x^2 + 4$. Con $t = x^2$: $t^2 - 5t + 4 = (t - 1)(t - 4)$. Volviendo a $x$: $(x^2 - 1)(x^2 - 4) = (x - 1)(x + 1)(x - 2)(x + 2)$.`,
    ],
    figures: [
      handDrawn(
        {
          title: 'Regla de Ruffini',
          alt: 'Tabla de Ruffini para dividir x³ − 2x² − 5x + 6 por (x − 1): arriba los coeficientes 1, −2, −5 y 6; a la izquierda el 1; en la fila del medio los productos 1, −1 y −6; abajo los resultados 1, −1, −6 (coeficientes del cociente x² − x − 6) y el resto 0 encerrado en un recuadro.',
        },
        RUFFINI_SVG,
      ),
    ],
  },
];
