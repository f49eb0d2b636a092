import { handDrawn } from '../../../figures/svg.ts';
import type { MiniClass } from '../../../schema.ts';

/** A and B overlapping inside the universal U, with their four regions. */
const VENN_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 260 170" width="260" height="170" fill="none" stroke="currentColor" stroke-width="1.5" font-family="sans-serif" font-size="12">
<rect x="8" y="8" width="244" height="154" stroke-width="1"/><text x="16" y="26" fill="currentColor" stroke="none">U</text>
<circle cx="100" cy="88" r="55"/><circle cx="160" cy="88" r="55"/>
<text x="60" y="92" fill="currentColor" stroke="none">A − B</text><text x="113" y="92" fill="currentColor" stroke="none">A ∩ B</text><text x="170" y="92" fill="currentColor" stroke="none">B − A</text>
<text x="58" y="40" fill="currentColor" stroke="none">A</text><text x="196" y="40" fill="currentColor" stroke="none">B</text>
</svg>`;

export const miniClasses: MiniClass[] = [
  {
    id: 'algebra-basica-conjuntos',
    topic: 'algebra-basica',
    title: 'Conjuntos: operaciones, inclusión y cardinal',
    subtopics: ['algebra-basica.conjuntos'],
    body: String.raw`Un conjunto es una colección de objetos bien definida: para cualquier objeto se puede decir si pertenece o no. Se escribe por extensión, listando sus elementos entre llaves, $A = \{2;\ 4;\ 6\}$, o por comprensión, con la propiedad que los define: $A = \{x \in \mathbb{N} : x \text{ es par y } x < 7\}$. El orden y las repeticiones no importan: $\{1;\ 2\}$ y $\{2;\ 1;\ 1\}$ son el mismo conjunto.

Pertenencia e inclusión:
- $a \in A$ dice que el elemento $a$ está en $A$.
- $A \subseteq B$ dice que todo elemento de $A$ está también en $B$. Es una relación entre conjuntos, no entre un elemento y un conjunto.
- El conjunto vacío, $\varnothing$, está incluido en cualquier conjunto.
- Un conjunto de $n$ elementos tiene $2^n$ subconjuntos, contando el vacío y él mismo.

Operaciones, dentro de un conjunto universal $U$ (la figura muestra las regiones):
- Unión $A \cup B$: lo que está en $A$, en $B$ o en los dos.
- Intersección $A \cap B$: lo que está en los dos a la vez. Si es vacía, los conjuntos son disjuntos.
- Diferencia $A - B$: lo que está en $A$ y no en $B$. No es lo mismo que $B - A$.
- Complemento $A^c$: lo que está en $U$ y no en $A$.
- Leyes de De Morgan: $(A \cup B)^c = A^c \cap B^c$ y $(A \cap B)^c = A^c \cup B^c$.

Cardinal: $\#A$ es la cantidad de elementos de $A$. Para contar una unión, los elementos comunes se cuentan una sola vez:
$$\#(A \cup B) = \#A + \#B - \#(A \cap B)$$
Con tres conjuntos se restan las tres intersecciones de a dos y se vuelve a sumar la de los tres, porque sus elementos se sumaron tres veces y se restaron tres. En los problemas de encuestas conviene llenar el diagrama de Venn de adentro hacia afuera: primero la intersección de todos, después las de a dos, y al final lo que está en un solo conjunto.

Idea clave: cada región del diagrama es un grupo de elementos que se cuenta una vez. Lo que no está en ninguno de los conjuntos es el complemento de la unión.

Errores comunes:
- Sumar los cardinales de $A$ y $B$ para la unión sin restar la intersección.
- Confundir $A - B$ con $B - A$, o con la diferencia simétrica.
- Escribir $2 \subseteq A$ en lugar de $2 \in A$, o $\{2\} \in A$ en lugar de $\{2\} \subseteq A$.
- Complementar cada conjunto y unir: el complemento de una unión es la intersección de los complementos.
- Empezar el diagrama por los datos de un solo conjunto, que ya incluyen a los de las intersecciones.`,
    examples: [
      String.raw`Con $U = \{1;\ 2;\ \ldots;\ 8\}$, $A = \{1;\ 2;\ 3;\ 4\}$ y $B = \{3;\ 4;\ 5;\ 6\}$: $A \cup B = \{1;\ 2;\ 3;\ 4;\ 5;\ 6\}$, $A \cap B = \{3;\ 4\}$, $A - B = \{1;\ 2\}$ y $(A \cup B)^c = \{7;\ 8\}$.`,
      String.raw`En una encuesta a 50 personas, 30 leen diarios, 20 escuchan radio y 8 hacen las dos cosas. Leen o escuchan $30 + 20 - 8 = 42$, así que $50 - 42 = 8$ no hacen ninguna de las dos. Solo leen diarios $30 - 8 = 22$.`,
      String.raw`¿Cuántos subconjuntos tiene $\{a;\ b;\ c\}$? Son $2^3 = 8$: $\varnothing$, $\{a\}$, $\{b\}$, $\{c\}$, $\{a;\ b\}$, $\{a;\ c\}$, $\{b;\ c\}$ y $\{a;\ b;\ c\}$.`,
    ],
    figures: [
      handDrawn(
        {
          title: 'Diagrama de Venn de dos conjuntos',
          alt: 'Diagrama de Venn: un rectángulo U con dos círculos superpuestos, A a la izquierda y B a la derecha. La parte de A fuera de B es A − B, la parte común es A ∩ B y la parte de B fuera de A es B − A; lo que queda dentro del rectángulo y fuera de los círculos es el complemento de la unión.',
        },
        VENN_SVG,
      ),
    ],
  },
  {
    id: 'algebra-basica-complejos-forma-polar',
    topic: 'algebra-basica',
    title: 'Números complejos: módulo, argumento y forma trigonométrica',
    subtopics: ['algebra-basica.numeros-complejos'],
    body: String.raw`Un complejo $z = a + bi$ es un punto del plano. Ese punto también queda ubicado por su distancia al origen y por el ángulo que forma con el semieje real positivo: esas dos medidas son el módulo y el argumento, y con ellas se escribe la forma trigonométrica, que simplifica productos, cocientes y potencias.

Módulo: $|z| = \sqrt{a^2 + b^2}$, siempre mayor o igual que cero. $|3 - 4i| = \sqrt{9 + 16} = 5$.

Argumento: el ángulo $\alpha$, en $[0°, 360°)$, con $\operatorname{tg} \alpha = \frac{b}{a}$. La calculadora devuelve un ángulo entre $-90°$ y $90°$, así que hay que mirar el cuadrante del punto:
- $a > 0$ y $b > 0$: primer cuadrante, el ángulo de la calculadora.
- $a < 0$: segundo o tercer cuadrante, se suma 180°.
- $a > 0$ y $b < 0$: cuarto cuadrante, se suma 360°.
- Sobre los ejes: $2i$ tiene argumento 90°, $-5$ tiene 180° y $-3i$ tiene 270°.

Forma trigonométrica: $z = |z|\,(\cos \alpha + i \operatorname{sen} \alpha)$. Para volver a la binómica, $a = |z| \cos \alpha$ y $b = |z| \operatorname{sen} \alpha$. La forma polar es la misma información escrita como el par módulo y argumento, por ejemplo $2_{60°}$.

Operaciones en forma trigonométrica:
- Producto: se multiplican los módulos y se suman los argumentos.
- Cociente: se dividen los módulos y se restan los argumentos.
- Potencia: $z^n$ tiene módulo $|z|^n$ y argumento $n\alpha$ (fórmula de De Moivre). Si el ángulo pasa de 360°, se le restan vueltas enteras.

Idea clave: la forma binómica es cómoda para sumar y restar; la trigonométrica, para multiplicar, dividir y elevar a potencias.

Errores comunes:
- Olvidar la raíz del módulo y dar $a^2 + b^2$.
- Tomar el ángulo de la calculadora sin mirar el cuadrante: $-1 - i$ tiene argumento 225°, no 45°.
- Invertir el cociente: $\operatorname{tg} \alpha$ es la parte imaginaria sobre la real.
- Sumar los módulos en un producto, o multiplicar los argumentos.
- Olvidar el signo del coseno o del seno al volver a la forma binómica desde un ángulo del segundo, tercer o cuarto cuadrante.`,
    examples: [
      String.raw`Escribí $z = -1 + i$ en forma trigonométrica. $|z| = \sqrt{1 + 1} = \sqrt{2}$. $\operatorname{tg} \alpha = -1$ y el punto está en el segundo cuadrante, así que $\alpha = 135°$. Resultado: $z = \sqrt{2}\,(\cos 135° + i \operatorname{sen} 135°)$.`,
      String.raw`Pasá a forma binómica $z = 6\,(\cos 300° + i \operatorname{sen} 300°)$. $\cos 300° = \frac{1}{2}$ y $\operatorname{sen} 300° = -\frac{\sqrt{3}}{2}$, así que $z = 3 - 3\sqrt{3}\,i$.`,
      String.raw`Calculá $(1 + i)^8$. $1 + i$ tiene módulo $\sqrt{2}$ y argumento 45°. Por De Moivre el módulo es $(\sqrt{2})^8 = 16$ y el argumento $8 \cdot 45° = 360°$, una vuelta entera: $(1 + i)^8 = 16$.`,
    ],
  },
];
