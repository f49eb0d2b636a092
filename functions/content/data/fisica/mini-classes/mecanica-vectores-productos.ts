import { handDrawn } from '../../../figures/svg.ts';
import type { MiniClass } from '../../../schema.ts';

const r = String.raw;

/** Vectors in space: dot and cross products, angle between vectors, torque (#31). */
export const miniClasses: MiniClass[] = [
  {
    id: 'mecanica-vectores-en-el-espacio',
    subtopics: ['mecanica.vectores-productos'],
    topic: 'mecanica',
    title: 'Vectores en el espacio: producto escalar y producto vectorial',
    body: r`En el plano un vector tiene dos componentes; en el espacio tiene tres. Con los ejes x, y, z y sus versores $\hat{i}$, $\hat{j}$ y $\hat{k}$, un vector se escribe $\vec{A} = A_x \hat{i} + A_y \hat{j} + A_z \hat{k}$, o más corto $\vec{A} = (A_x;\ A_y;\ A_z)$.

Módulo y versor:
- El módulo es la longitud del vector: $|\vec{A}| = \sqrt{A_x^2 + A_y^2 + A_z^2}$. Es Pitágoras aplicado dos veces.
- El versor de $\vec{A}$ es el vector de módulo 1 que apunta igual: $\hat{A} = \vec{A} / |\vec{A}|$. Se divide cada componente por el módulo.
- Sumar, restar o multiplicar por un número se hace componente a componente, igual que en el plano.

Producto escalar:
$\vec{A} \cdot \vec{B} = A_x B_x + A_y B_y + A_z B_z = |\vec{A}|\,|\vec{B}| \cos\theta$, donde θ es el ángulo entre los dos vectores. El resultado es un número, no un vector.
- Igualando las dos expresiones sale el ángulo: $\cos\theta = \dfrac{\vec{A} \cdot \vec{B}}{|\vec{A}|\,|\vec{B}|}$.
- Si el producto escalar es cero, los vectores son perpendiculares. Si es negativo, el ángulo es obtuso.
- En física aparece en el trabajo: $W = \vec{F} \cdot \vec{d}$.

Producto vectorial:
$\vec{A} \times \vec{B} = (A_y B_z - A_z B_y;\ A_z B_x - A_x B_z;\ A_x B_y - A_y B_x)$. El resultado es un vector:
- perpendicular a $\vec{A}$ y a $\vec{B}$, con el sentido que da la regla de la mano derecha (los dedos van de $\vec{A}$ hacia $\vec{B}$ y el pulgar marca el resultado);
- de módulo $|\vec{A} \times \vec{B}| = |\vec{A}|\,|\vec{B}| \operatorname{sen}\theta$, que es el área del paralelogramo que forman los dos vectores. El triángulo que forman tiene la mitad de esa área;
- nulo si los vectores son paralelos, porque sen 0° = 0.
El orden importa: $\vec{B} \times \vec{A} = -\vec{A} \times \vec{B}$. Con los versores, $\hat{i} \times \hat{j} = \hat{k}$, $\hat{j} \times \hat{k} = \hat{i}$ y $\hat{k} \times \hat{i} = \hat{j}$.

Un control que no falla: el resultado tiene que dar producto escalar cero con cada uno de los dos vectores.

Momento de una fuerza:
El momento de una fuerza $\vec{F}$ aplicada en el punto $\vec{r}$ respecto del origen es $\vec{\tau} = \vec{r} \times \vec{F}$. Su módulo es $r F \operatorname{sen}\theta$, el mismo «fuerza por brazo» de la estática, y su dirección es la del eje de giro.

Errores comunes:
- Dar un vector como resultado de un producto escalar, o un número como resultado de un producto vectorial.
- Equivocar el signo de la componente del medio del producto vectorial: es $A_z B_x - A_x B_z$.
- Cambiar el orden de los factores en el producto vectorial y no cambiar el signo.
- Usar el área del paralelogramo cuando piden la del triángulo, o al revés.
- Dividir por la suma de las componentes en lugar de por el módulo al calcular el versor.`,
    examples: [
      r`Para $\vec{A} = (2;\ -1;\ 2)$: $|\vec{A}| = \sqrt{4 + 1 + 4} = 3$ y su versor es $\left(\frac{2}{3};\ -\frac{1}{3};\ \frac{2}{3}\right)$.`,
      r`Ángulo entre $\vec{u} = (1;\ 0;\ 1)$ y $\vec{v} = (0;\ 1;\ 1)$: $\vec{u} \cdot \vec{v} = 0 + 0 + 1 = 1$, $|\vec{u}| = |\vec{v}| = \sqrt{2}$, así que $\cos\theta = 1/2$ y θ = 60°.`,
      r`$\vec{A} = (1;\ 2;\ 0)$ y $\vec{B} = (3;\ 0;\ 1)$: $\vec{A} \times \vec{B} = (2 \cdot 1 - 0 \cdot 0;\ 0 \cdot 3 - 1 \cdot 1;\ 1 \cdot 0 - 2 \cdot 3) = (2;\ -1;\ -6)$. Control: $(2;\ -1;\ -6) \cdot (1;\ 2;\ 0) = 2 - 2 + 0 = 0$. El paralelogramo que forman tiene un área de $\sqrt{4 + 1 + 36} = \sqrt{41} \approx 6{,}4$.`,
      r`Una fuerza $\vec{F} = (0;\ 10;\ 0)$ N actúa en $\vec{r} = (0{,}3;\ 0;\ 0)$ m. Su momento respecto del origen es $\vec{\tau} = \vec{r} \times \vec{F} = (0;\ 0;\ 3)$ N·m: el cuerpo tiende a girar alrededor del eje z.`,
    ],
    figures: [
      handDrawn(
        {
          title: 'Un vector en el espacio y sus componentes',
          alt: 'Tres ejes perpendiculares x, y, z con origen común. Desde el origen sale el vector A = (Ax; Ay; Az). Líneas punteadas bajan desde la punta del vector hasta el plano xy y marcan sus tres componentes: Ax sobre el eje x, Ay sobre el eje y y Az como la altura. La longitud del vector es su módulo |A|.',
        },
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 220" width="320" height="220"><g fill="none" stroke="currentColor" stroke-width="1.5"><line x1="120" y1="150" x2="300" y2="150"/><polyline points="293,146 300,150 293,154"/><line x1="120" y1="150" x2="120" y2="15"/><polyline points="116,22 120,15 124,22"/><line x1="120" y1="150" x2="40" y2="210"/><polyline points="43,202 40,210 48,208"/><line x1="120" y1="150" x2="230" y2="60" stroke-width="2.5"/><polyline points="220,62 230,60 226,70" stroke-width="2.5"/><line x1="230" y1="60" x2="230" y2="175" stroke-dasharray="4 3"/><line x1="230" y1="175" x2="87" y2="175" stroke-dasharray="4 3"/><line x1="230" y1="175" x2="263" y2="150" stroke-dasharray="4 3"/><line x1="87" y1="175" x2="120" y2="150" stroke-dasharray="4 3"/></g><g fill="currentColor" font-family="sans-serif" font-size="13"><text x="304" y="154">y</text><text x="126" y="16">z</text><text x="28" y="206">x</text><text x="316" y="40" text-anchor="end">A = (Ax; Ay; Az)</text><text x="236" y="122">Az</text><text x="150" y="192">Ay</text><text x="86" y="168">Ax</text><text x="150" y="95">|A|</text></g></svg>',
      ),
    ],
  },
];
