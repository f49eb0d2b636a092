import type { MiniClass } from '../../../schema.ts';

export const miniClasses: MiniClass[] = [
  {
    id: 'trigonometria-reciprocas-arco',
    topic: 'trigonometria',
    title: 'Cotangente, secante y cosecante; longitud de arco y área del sector',
    subtopics: [
      'trigonometria.triangulo-rectangulo',
      'trigonometria.identidades',
      'trigonometria.angulos-radianes',
    ],
    body: String.raw`Además del seno, el coseno y la tangente, el curso usa sus tres recíprocas (sus inversas respecto del producto):
- Cosecante: $\operatorname{cosec} x = \frac{1}{\operatorname{sen} x}$, definida donde $\operatorname{sen} x \neq 0$.
- Secante: $\operatorname{sec} x = \frac{1}{\cos x}$, definida donde $\cos x \neq 0$.
- Cotangente: $\operatorname{cotg} x = \frac{1}{\operatorname{tg} x} = \frac{\cos x}{\operatorname{sen} x}$, definida donde $\operatorname{sen} x \neq 0$.
Una regla para no cruzarlas: cada par tiene un "co" y solo uno. Seno va con cosecante, coseno con secante, tangente con cotangente.

En el triángulo rectángulo, cada recíproca es la razón dada vuelta. Para un ángulo agudo $\alpha$: $\operatorname{cosec} \alpha = \frac{\text{hipotenusa}}{\text{opuesto}}$, $\operatorname{sec} \alpha = \frac{\text{hipotenusa}}{\text{adyacente}}$ y $\operatorname{cotg} \alpha = \frac{\text{adyacente}}{\text{opuesto}}$. Como la hipotenusa es el lado mayor, la secante y la cosecante de un ángulo agudo son siempre mayores que 1.

Signos: cada recíproca tiene el signo de su razón. En el segundo cuadrante el seno es positivo y el coseno negativo, así que la cosecante es positiva y la secante y la cotangente son negativas.

Identidades: dividiendo $\operatorname{sen}^2 x + \cos^2 x = 1$ por $\cos^2 x$ sale $1 + \operatorname{tg}^2 x = \operatorname{sec}^2 x$; dividiendo por $\operatorname{sen}^2 x$ sale $1 + \operatorname{cotg}^2 x = \operatorname{cosec}^2 x$. Sirven para pasar de una razón a otra sin calcular el ángulo. Para simplificar expresiones, escribí todo en seno y coseno.

Longitud de arco: con el ángulo central $\theta$ en radianes, el arco que abarca en una circunferencia de radio $r$ mide $s = r\,\theta$. Es la definición del radián puesta en fórmula: un radián abarca un arco igual al radio. Si el ángulo viene en grados, pasalo antes a radianes.

Área del sector circular: $A = \frac{1}{2} r^2 \theta$, también con $\theta$ en radianes. Sale de tomar la fracción $\frac{\theta}{2\pi}$ del círculo entero, $\pi r^2$.

Idea clave: las recíprocas no son razones nuevas, son las mismas dadas vuelta; y las fórmulas del arco y del sector solo valen con radianes.

Errores comunes:
- Tomar la secante como inversa del seno.
- Confundir la recíproca con el opuesto: la inversa de $\frac{2}{3}$ es $\frac{3}{2}$, no $-\frac{2}{3}$.
- Olvidar el signo del cuadrante al pasar de $\operatorname{sec}^2$ a $\operatorname{sec}$.
- Usar $s = r\theta$ con el ángulo en grados.
- Confundir la longitud del arco con el área del sector.`,
    examples: [
      String.raw`Si $\operatorname{sen} \alpha = \frac{5}{13}$ y $\alpha$ es agudo, el adyacente mide $\sqrt{169 - 25} = 12$. Entonces $\operatorname{cosec} \alpha = \frac{13}{5}$, $\operatorname{sec} \alpha = \frac{13}{12}$ y $\operatorname{cotg} \alpha = \frac{12}{5}$.`,
      String.raw`Si $\operatorname{cotg} x = -3$ con $x$ en el segundo cuadrante: $\operatorname{cosec}^2 x = 1 + 9 = 10$, y como el seno es positivo ahí, $\operatorname{cosec} x = \sqrt{10}$ y $\operatorname{sen} x = \frac{1}{\sqrt{10}} = \frac{\sqrt{10}}{10}$.`,
      String.raw`Una rueda de 30 cm de radio gira $150^\circ$. En radianes son $\frac{5\pi}{6}$, así que un punto del borde recorre $s = 30 \cdot \frac{5\pi}{6} = 25\pi \approx 78{,}5$ cm.`,
    ],
  },
];
