import { handDrawn } from '../../../figures/svg.ts';
import type { MiniClass } from '../../../schema.ts';

/** y = sen x on [0; 2π] with its amplitude and period marked. 2π is 200 px, one unit is 50 px; origin at (30; 80). */
const SINE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 260 160" width="260" height="160" fill="none" stroke="currentColor" stroke-width="1.5" font-family="sans-serif" font-size="12">
<line x1="20" y1="80" x2="250" y2="80" stroke-width="1"/><line x1="30" y1="150" x2="30" y2="10" stroke-width="1"/>
<path d="M30 80 C 62 30, 78 30, 80 30 C 82 30, 98 30, 130 80 C 162 130, 178 130, 180 130 C 182 130, 198 130, 230 80" stroke-width="2"/>
<line x1="30" y1="30" x2="80" y2="30" stroke-width="1" stroke-dasharray="3 3"/><text x="14" y="34" fill="currentColor" stroke="none">1</text><text x="8" y="134" fill="currentColor" stroke="none">−1</text>
<text x="124" y="96" fill="currentColor" stroke="none">π</text><text x="222" y="96" fill="currentColor" stroke="none">2π</text>
<line x1="30" y1="148" x2="230" y2="148" stroke-width="1"/><text x="110" y="144" fill="currentColor" stroke="none">período</text>
</svg>`;

export const miniClasses: MiniClass[] = [
  {
    id: 'trigonometria-funciones-graficos',
    topic: 'trigonometria',
    title: 'Funciones trigonométricas: gráficos, período y amplitud',
    subtopics: ['trigonometria.funciones-graficos'],
    body: String.raw`Si a cada número real $x$, pensado como un ángulo en radianes, se le asigna su seno, se obtiene la función $f(x) = \operatorname{sen} x$. Lo mismo con el coseno y la tangente. Sus gráficos salen de la circunferencia trigonométrica: el seno es la altura del punto y el coseno su abscisa.

Las tres funciones básicas:
- $\operatorname{sen} x$: dominio $\mathbb{R}$, imagen $[-1;\ 1]$, período $2\pi$. Vale 0 en $0$, $\pi$, $2\pi$, tiene su máximo 1 en $\frac{\pi}{2}$ y su mínimo $-1$ en $\frac{3\pi}{2}$. Es impar.
- $\cos x$: dominio $\mathbb{R}$, imagen $[-1;\ 1]$, período $2\pi$. Es el seno corrido $\frac{\pi}{2}$ hacia la izquierda: vale 1 en 0 y se anula en $\frac{\pi}{2}$ y $\frac{3\pi}{2}$. Es par.
- $\operatorname{tg} x = \frac{\operatorname{sen} x}{\cos x}$: no está definida donde el coseno vale 0, y ahí tiene asíntotas verticales ($x = \frac{\pi}{2} + k\pi$). Su imagen es $\mathbb{R}$ y su período es $\pi$, no $2\pi$.

La forma general: $f(x) = A \operatorname{sen}(bx) + k$ (o con coseno). Cada número cambia el gráfico de una manera:
- Amplitud $|A|$: la distancia del eje medio al máximo. La onda va de $k - |A|$ a $k + |A|$, que es la imagen. Si $A < 0$, la onda se refleja.
- Período $\frac{2\pi}{b}$ (con $b > 0$): $b$ mayor que 1 comprime la onda, menor que 1 la estira. $\operatorname{sen}(2x)$ tiene período $\pi$ y $\cos(\frac{x}{3})$ tiene período $6\pi$.
- Desplazamiento vertical $k$: sube o baja la onda entera y mueve el eje medio a $y = k$.
- Un número sumado adentro, como en $\operatorname{sen}(x + \frac{\pi}{2})$, corre la onda hacia los costados; ese en particular la convierte en $\cos x$.

Para graficar un período alcanzan cinco puntos: los ceros, el máximo y el mínimo. Se divide el período en cuatro partes iguales y se ubican ahí los valores 0, $A$, 0, $-A$, 0, sumando después $k$.

Idea clave: el período depende solo de $b$, y la amplitud solo de $A$. El término $k$ no cambia ni uno ni otro, pero sí la imagen.

Errores comunes:
- Multiplicar $2\pi$ por $b$ en lugar de dividir.
- Dar como amplitud la distancia entre el máximo y el mínimo, que es el doble.
- Olvidar $k$ al dar la imagen o el máximo.
- Tomar $2\pi$ como período de la tangente.
- Usar grados en lugar de radianes en el eje $x$.`,
    examples: [
      String.raw`Para $f(x) = 2\operatorname{sen}(3x) - 1$: amplitud 2, período $\frac{2\pi}{3}$, eje medio $y = -1$ e imagen $[-3;\ 1]$. El máximo 1 se alcanza en $x = \frac{\pi}{6}$, donde $3x = \frac{\pi}{2}$.`,
      String.raw`Una función $A\cos(bx)$ con $A > 0$ tiene máximo 5 y repite su gráfico cada $4\pi$. Entonces $A = 5$ y $\frac{2\pi}{b} = 4\pi$, así que $b = \frac{1}{2}$: $f(x) = 5\cos\left(\frac{x}{2}\right)$.`,
      String.raw`Ceros de $\cos(2x)$ en $[0;\ \pi]$: hace falta $2x = \frac{\pi}{2} + k\pi$, o sea $x = \frac{\pi}{4} + \frac{k\pi}{2}$. En el intervalo quedan $\frac{\pi}{4}$ y $\frac{3\pi}{4}$.`,
    ],
    figures: [
      handDrawn(
        {
          title: 'Gráfico de la función seno',
          alt: 'Gráfico de y = sen x entre 0 y 2π: parte del origen, sube hasta 1 en π/2, vuelve a 0 en π, baja hasta −1 en 3π/2 y vuelve a 0 en 2π. Una línea punteada marca la amplitud 1 y una barra debajo marca el período, de 0 a 2π.',
        },
        SINE_SVG,
      ),
    ],
  },
];
