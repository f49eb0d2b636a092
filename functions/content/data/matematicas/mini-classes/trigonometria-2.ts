import { handDrawn } from '../../../figures/svg.ts';
import type { MiniClass } from '../../../schema.ts';

/** Unit circle: the horizontal line y = 1/2 meets it at π/6 and 5π/6. Radius 80 px, centre (110; 110). */
const UNIT_CIRCLE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 260 220" width="260" height="220" fill="none" stroke="currentColor" stroke-width="1.5" font-family="sans-serif" font-size="12">
<line x1="15" y1="110" x2="215" y2="110" stroke-width="1"/><line x1="110" y1="205" x2="110" y2="15" stroke-width="1"/>
<circle cx="110" cy="110" r="80"/>
<line x1="15" y1="70" x2="215" y2="70" stroke-dasharray="5 4"/>
<line x1="110" y1="110" x2="179.3" y2="70"/><line x1="110" y1="110" x2="40.7" y2="70"/>
<circle cx="179.3" cy="70" r="3.5" fill="currentColor"/><circle cx="40.7" cy="70" r="3.5" fill="currentColor"/>
<path d="M 135 110 A 25 25 0 0 0 131.7 97.5"/>
<text x="184" y="62" fill="currentColor" stroke="none">π/6</text><text x="14" y="62" fill="currentColor" stroke="none">5π/6</text>
<text x="218" y="74" fill="currentColor" stroke="none">y = 1/2</text>
<text x="194" y="125" fill="currentColor" stroke="none">1</text><text x="114" y="26" fill="currentColor" stroke="none">1</text>
<text x="150" y="165" fill="currentColor" stroke="none">IV</text><text x="55" y="165" fill="currentColor" stroke="none">III</text><text x="150" y="45" fill="currentColor" stroke="none">I</text><text x="60" y="45" fill="currentColor" stroke="none">II</text>
</svg>`;

export const miniClasses: MiniClass[] = [
  {
    id: 'trigonometria-ecuaciones-circunferencia',
    topic: 'trigonometria',
    title: 'Ecuaciones trigonométricas en [0; 2π) con la circunferencia',
    subtopics: ['trigonometria.ecuaciones', 'trigonometria.circunferencia-trigonometrica'],
    body: String.raw`Resolver una ecuación trigonométrica es encontrar todos los ángulos de un intervalo, casi siempre $[0;\ 2\pi)$, que la cumplen. Casi nunca hay una sola solución: la circunferencia trigonométrica muestra cuántas hay y dónde están.

La circunferencia trigonométrica tiene radio 1 y centro en el origen. Un ángulo $x$ medido desde el semieje positivo de las abscisas, en sentido antihorario, determina el punto $(\cos x;\ \operatorname{sen} x)$. El coseno es la abscisa, el seno es la ordenada y la tangente es el cociente $\frac{\operatorname{sen} x}{\cos x}$.

Signos por cuadrante:
- Primer cuadrante: seno, coseno y tangente positivos.
- Segundo: seno positivo; coseno y tangente negativos.
- Tercero: tangente positiva; seno y coseno negativos.
- Cuarto: coseno positivo; seno y tangente negativos.

El método:
- Despejá la función: $2\operatorname{sen} x - 1 = 0$ da $\operatorname{sen} x = \frac{1}{2}$.
- Buscá el ángulo de referencia en el primer cuadrante, con el valor sin signo: el ángulo agudo con seno $\frac{1}{2}$ es $\frac{\pi}{6}$.
- Ubicá los cuadrantes según el signo pedido y escribí los ángulos con la referencia $\alpha$: en el segundo cuadrante $\pi - \alpha$, en el tercero $\pi + \alpha$ y en el cuarto $2\pi - \alpha$.

En la figura, la recta $y = \frac{1}{2}$ corta la circunferencia en dos puntos: los ángulos $\frac{\pi}{6}$ y $\pi - \frac{\pi}{6} = \frac{5\pi}{6}$. Esas son las dos soluciones de $\operatorname{sen} x = \frac{1}{2}$. Para el coseno se usa una recta vertical: $\cos x = \frac{1}{2}$ da $\frac{\pi}{3}$ y $\frac{5\pi}{3}$.

Valores que conviene saber: $\operatorname{sen} \frac{\pi}{6} = \frac{1}{2}$, $\operatorname{sen} \frac{\pi}{4} = \frac{\sqrt{2}}{2}$, $\operatorname{sen} \frac{\pi}{3} = \frac{\sqrt{3}}{2}$, y el coseno al revés. $\operatorname{tg} \frac{\pi}{4} = 1$ y $\operatorname{tg} \frac{\pi}{3} = \sqrt{3}$.

Ecuaciones de segundo grado: con $t = \operatorname{sen} x$ o $t = \cos x$ quedan cuadráticas. En $2\operatorname{sen}^2 x - \operatorname{sen} x - 1 = 0$ resulta $t = 1$ o $t = -\frac{1}{2}$; la primera da $\frac{\pi}{2}$ y la segunda $\frac{7\pi}{6}$ y $\frac{11\pi}{6}$. Si alguna $t$ queda fuera de $[-1;\ 1]$, se descarta.

Idea clave: nunca dividas por $\operatorname{sen} x$ o por $\cos x$; sacá factor común. En $2\operatorname{sen} x \cos x = \cos x$, dividir pierde las soluciones de $\cos x = 0$.

Errores comunes:
- Dar solo la solución del primer cuadrante.
- Usar los cuadrantes del seno en una ecuación de coseno.
- Olvidar el signo menos al sacar raíz en $\cos^2 x = \frac{1}{4}$.
- Incluir $2\pi$, que está fuera de $[0;\ 2\pi)$.
- Buscar ángulos para $\operatorname{sen} x = 1{,}5$: el seno nunca supera 1.`,
    examples: [
      String.raw`Resolvé $2\cos x = \sqrt{3}$ en $[0;\ 2\pi)$. $\cos x = \frac{\sqrt{3}}{2}$, referencia $\frac{\pi}{6}$. El coseno es positivo en el primer y el cuarto cuadrante: $x = \frac{\pi}{6}$ y $x = 2\pi - \frac{\pi}{6} = \frac{11\pi}{6}$.`,
      String.raw`Resolvé $\operatorname{tg} x = -1$ en $[0;\ 2\pi)$. Referencia $\frac{\pi}{4}$; la tangente es negativa en el segundo y el cuarto cuadrante: $x = \frac{3\pi}{4}$ y $x = \frac{7\pi}{4}$, separados por $\pi$.`,
      String.raw`Resolvé $\cos^2 x = \frac{1}{4}$. $\cos x = \frac{1}{2}$ da $\frac{\pi}{3}$ y $\frac{5\pi}{3}$; $\cos x = -\frac{1}{2}$ da $\frac{2\pi}{3}$ y $\frac{4\pi}{3}$. Son cuatro soluciones.`,
    ],
    figures: [
      handDrawn(
        {
          title: 'Soluciones de sen x = 1/2 en la circunferencia trigonométrica',
          alt: 'Circunferencia trigonométrica de radio 1 con los cuadrantes I a IV marcados. La recta horizontal punteada y = 1/2 la corta en dos puntos, unidos al centro por dos radios: el del primer cuadrante forma el ángulo π/6 y el del segundo cuadrante el ángulo 5π/6.',
        },
        UNIT_CIRCLE_SVG,
      ),
    ],
  },
];
