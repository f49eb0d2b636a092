import { handDrawn } from '../../../figures/svg.ts';
import type { MiniClass } from '../../../schema.ts';

/** Sign chart of (x - 3)/(x + 2) on the number line. */
const SIGN_CHART_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 170" width="360" height="170" fill="none" stroke="currentColor" stroke-width="1.5" font-family="sans-serif" font-size="15">
<line x1="90" y1="30" x2="350" y2="30"/><polyline points="342,25 350,30 342,35"/>
<circle cx="170" cy="30" r="5" fill="#ffffff"/><circle cx="270" cy="30" r="5" fill="currentColor"/>
<text x="160" y="18" fill="currentColor" stroke="none">-2</text><text x="266" y="18" fill="currentColor" stroke="none">3</text>
<line x1="170" y1="40" x2="170" y2="160" stroke-dasharray="4 3"/><line x1="270" y1="40" x2="270" y2="160" stroke-dasharray="4 3"/>
<text x="8" y="65" fill="currentColor" stroke="none">x + 2</text><text x="8" y="100" fill="currentColor" stroke="none">x - 3</text><text x="8" y="140" fill="currentColor" stroke="none">cociente</text>
<line x1="8" y1="115" x2="350" y2="115" stroke-width="1"/>
<text x="126" y="65" fill="currentColor" stroke="none">-</text><text x="216" y="65" fill="currentColor" stroke="none">+</text><text x="306" y="65" fill="currentColor" stroke="none">+</text>
<text x="126" y="100" fill="currentColor" stroke="none">-</text><text x="216" y="100" fill="currentColor" stroke="none">-</text><text x="306" y="100" fill="currentColor" stroke="none">+</text>
<text x="126" y="140" fill="currentColor" stroke="none">+</text><text x="216" y="140" fill="currentColor" stroke="none">-</text><text x="306" y="140" fill="currentColor" stroke="none">+</text>
<circle cx="170" cy="135" r="5" fill="#ffffff"/><text x="266" y="140" fill="currentColor" stroke="none">0</text>
</svg>`;

/** The interval (1; 7) as the points at distance less than 3 from 4. */
const INTERVAL_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 110" width="360" height="110" fill="none" stroke="currentColor" stroke-width="1.5" font-family="sans-serif" font-size="15">
<line x1="10" y1="70" x2="350" y2="70"/><polyline points="342,65 350,70 342,75"/>
<line x1="60" y1="64" x2="60" y2="76"/><line x1="180" y1="64" x2="180" y2="76"/><line x1="300" y1="64" x2="300" y2="76"/>
<text x="56" y="94" fill="currentColor" stroke="none">1</text><text x="176" y="94" fill="currentColor" stroke="none">4</text><text x="296" y="94" fill="currentColor" stroke="none">7</text>
<line x1="65" y1="70" x2="295" y2="70" stroke-width="5"/>
<circle cx="60" cy="70" r="5" fill="#ffffff"/><circle cx="300" cy="70" r="5" fill="#ffffff"/>
<line x1="180" y1="40" x2="62" y2="40"/><polyline points="70,35 62,40 70,45"/><line x1="180" y1="40" x2="298" y2="40"/><polyline points="290,35 298,40 290,45"/>
<text x="112" y="32" fill="currentColor" stroke="none">3</text><text x="238" y="32" fill="currentColor" stroke="none">3</text>
<text x="130" y="16" fill="currentColor" stroke="none">|x - 4| &lt; 3</text>
</svg>`;

export const miniClasses: MiniClass[] = [
  {
    id: 'ecuaciones-inecuaciones-racionales',
    topic: 'ecuaciones',
    title: 'Inecuaciones racionales: la tabla de signos',
    subtopics: ['ecuaciones.inecuaciones-racionales'],
    body: String.raw`Una inecuación racional tiene la incógnita en un denominador, como $\frac{x - 3}{x + 2} \geq 0$. Es de las consignas que más se repiten en el examen de ingreso, y casi todos los errores vienen de tratarla como si fuera una ecuación.

Por qué no se puede "pasar multiplicando": si multiplicás los dos miembros por $(x + 2)$, tenés que saber si $x + 2$ es positivo o negativo, porque un factor negativo invierte la desigualdad. Como $x$ no es conocido, esa información no la tenés. Por eso se trabaja con signos.

El método en cuatro pasos:
- Dejá un cero de un lado. Si la consigna es $\frac{x + 1}{x - 2} \leq 3$, restá 3 y sacá denominador común: $\frac{x + 1 - 3(x - 2)}{x - 2} \leq 0$, es decir, $\frac{-2x + 7}{x - 2} \leq 0$.
- Buscá los valores críticos: donde se anula el numerador y donde se anula el denominador. Marcalos en la recta numérica.
- Armá la tabla de signos: en cada intervalo que quedó, el signo de cada factor es constante. Probá un valor cualquiera del intervalo, o usá la regla de los signos factor por factor.
- Elegí los intervalos que cumplen la desigualdad y decidí los extremos.

Cómo se deciden los extremos:
- La raíz del denominador nunca entra: ahí la expresión no existe. Va siempre con paréntesis.
- La raíz del numerador entra solo si la desigualdad admite el cero ($\leq$ o $\geq$). Con $<$ o $>$, queda afuera.

En la figura está la tabla de $\frac{x - 3}{x + 2}$. El factor $x + 2$ cambia de signo en $-2$ y el factor $x - 3$ en $3$; el cociente es positivo en los extremos y negativo en el medio. Para $\geq 0$ la solución es $(-\infty;\ -2) \cup [3;\ +\infty)$: el $-2$ con paréntesis (no existe el cociente) y el 3 con corchete (el cociente vale 0).

Idea clave: un cociente y un producto de los mismos factores tienen el mismo signo. Por eso la tabla de signos sirve igual para $(x - 3)(x + 2)$ y para $\frac{x - 3}{x + 2}$; la única diferencia es que en el cociente la raíz del denominador siempre queda afuera.

Las inecuaciones cuadráticas se resuelven igual: factorizás $ax^2 + bx + c$ y armás la tabla con los dos factores, o pensás en la parábola.

Controlá siempre con un número: elegí un valor de tu respuesta y otro de afuera, y reemplazalos en la inecuación original.

Errores comunes:
- Multiplicar en cruz como en una ecuación y perder una parte de la solución.
- Cerrar con corchete el valor que anula el denominador.
- Comparar con un número distinto de cero sin pasarlo antes al otro miembro.
- Escribir $3(x - 2) = 3x - 2$ al sacar denominador común.
- Factorizar $x^2 + 1$ como si tuviera raíces: es siempre positivo.
- Dar como respuesta los valores críticos en lugar de los intervalos.`,
    examples: [
      String.raw`Resolvé $\frac{2x - 6}{x - 1} < 0$. Valores críticos: 3 (numerador) y 1 (denominador). Con $x = 0$ el cociente vale 6, con $x = 2$ vale $-2$ y con $x = 4$ vale $\frac{2}{3}$. Es negativo solo entre 1 y 3, y por ser estricta ningún extremo entra: $(1;\ 3)$.`,
      String.raw`Resolvé $\frac{x + 1}{x - 2} \leq 3$. Pasá el 3: $\frac{-2x + 7}{x - 2} \leq 0$. Valores críticos: $3{,}5$ (entra) y 2 (no entra). Signos: negativo en $(-\infty;\ 2)$, positivo en $(2;\ 3{,}5)$, negativo en $(3{,}5;\ +\infty)$. Solución: $(-\infty;\ 2) \cup [3{,}5;\ +\infty)$.`,
      String.raw`Resolvé $(x - 1)(x + 4)(x - 5) < 0$. Para $x > 5$ los tres factores son positivos; cada raíz simple cambia el signo. Negativo en $(1;\ 5)$ y en $(-\infty;\ -4)$: la solución es $(-\infty;\ -4) \cup (1;\ 5)$.`,
    ],
    figures: [
      handDrawn(
        {
          title: 'Tabla de signos de un cociente',
          alt: 'Tabla de signos de (x − 3)/(x + 2) sobre la recta numérica: x + 2 es negativo antes de −2 y positivo después; x − 3 es negativo antes de 3 y positivo después; el cociente es positivo antes de −2, negativo entre −2 y 3 (no existe en −2) y positivo después de 3 (vale 0 en 3). El −2 se marca con un círculo vacío y el 3 con un círculo lleno.',
        },
        SIGN_CHART_SVG,
      ),
    ],
  },
  {
    id: 'ecuaciones-intervalos-valor-absoluto',
    topic: 'ecuaciones',
    title: 'Intervalos e inecuaciones con valor absoluto',
    subtopics: ['ecuaciones.inecuaciones-lineales', 'ecuaciones.valor-absoluto'],
    body: String.raw`Las soluciones de una inecuación se escriben como intervalos, y el valor absoluto se entiende mejor como una distancia en la recta numérica. Con esas dos ideas se resuelven casi todas las consignas de este tipo.

Intervalos: separamos los extremos con punto y coma porque la coma es decimal.
- $(a;\ b)$: los $x$ con $a < x < b$. Los paréntesis dejan afuera los extremos.
- $[a;\ b]$: los $x$ con $a \leq x \leq b$. Los corchetes los incluyen.
- $[a;\ b)$ y $(a;\ b]$: semiabiertos, incluyen un solo extremo.
- $(-\infty;\ b]$ o $(a;\ +\infty)$: semirrectas. Junto al infinito va siempre paréntesis.
En la recta, un extremo incluido se dibuja con un círculo lleno y uno excluido con un círculo vacío.

Unión e intersección: "y" (las dos condiciones a la vez) es intersección, la parte común; "o" es unión. $[-1;\ 4) \cap (2;\ 6] = (2;\ 4)$ y $[-1;\ 4) \cup (2;\ 6] = [-1;\ 6]$.

Valor absoluto como distancia: $|x - a|$ es la distancia entre $x$ y $a$. Entonces, con $r > 0$:
- $|x - a| < r$: los puntos a menos de $r$ del centro $a$, el intervalo $(a - r;\ a + r)$. Es lo que muestra la figura para $|x - 4| < 3$.
- $|x - a| > r$: los puntos a más de $r$ del centro, $(-\infty;\ a - r) \cup (a + r;\ +\infty)$.
- Con $\leq$ o $\geq$ los extremos entran.

Con un coeficiente delante de la $x$ conviene la doble desigualdad. $|2x - 5| < 3$ equivale a $-3 < 2x - 5 < 3$; sumando 5 en los tres miembros, $2 < 2x < 8$; dividiendo por 2, $1 < x < 4$. Si el coeficiente es negativo, al dividir se invierten las dos desigualdades.

Para "mayor" se separan dos casos: $|2x + 1| \geq 5$ da $2x + 1 \geq 5$ (o sea $x \geq 2$) o $2x + 1 \leq -5$ (o sea $x \leq -3$). La solución es $(-\infty;\ -3] \cup [2;\ +\infty)$.

Casos especiales: como un valor absoluto nunca es negativo, $|A| < -2$ no tiene solución, $|A| > -2$ vale para todo $x$ y $|A| \leq 0$ solo se cumple cuando $A = 0$.

Idea clave: "menor" en valor absoluto da una sola pieza, centrada; "mayor" da dos semirrectas. Si tu respuesta tiene la forma contraria, revisá el planteo.

Errores comunes:
- Resolver solo el caso positivo y perder la mitad de la solución.
- Operar en un solo miembro de la doble desigualdad.
- No invertir las desigualdades al dividir por un número negativo.
- Usar corchete junto a $\infty$ o cerrar un extremo con desigualdad estricta.
- Confundir intersección con unión cuando la consigna dice "y".`,
    examples: [
      String.raw`Resolvé $|x - 4| < 3$. Son los puntos a menos de 3 unidades del 4: de $4 - 3 = 1$ a $4 + 3 = 7$, sin los extremos. Solución: $(1;\ 7)$.`,
      String.raw`Resolvé $2 < |x - 3| \leq 5$. Por un lado $|x - 3| \leq 5$ da $[-2;\ 8]$; por otro, $|x - 3| > 2$ da $x < 1$ o $x > 5$. Intersecando: $[-2;\ 1) \cup (5;\ 8]$.`,
      String.raw`Resolvé $\frac{x - 1}{3} - \frac{x + 2}{2} \geq 1$. Multiplicá por 6: $2x - 2 - 3x - 6 \geq 6$, o sea $-x \geq 14$. Al multiplicar por $-1$ se invierte: $x \leq -14$. Solución: $(-\infty;\ -14]$.`,
    ],
    figures: [
      handDrawn(
        {
          title: 'Intervalo de una desigualdad con valor absoluto',
          alt: 'Recta numérica con el intervalo abierto de 1 a 7 resaltado, círculos vacíos en 1 y en 7, y dos flechas de longitud 3 que salen del centro 4 hacia cada extremo: la solución de |x − 4| < 3.',
        },
        INTERVAL_SVG,
      ),
    ],
  },
];
