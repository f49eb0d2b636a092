import { handDrawn } from '../../../figures/svg.ts';
import type { MiniClass } from '../../../schema.ts';

const r = String.raw;

/** The resultant of parallel forces and its point of application (#31). */
export const miniClasses: MiniClass[] = [
  {
    id: 'mecanica-fuerzas-paralelas',
    subtopics: ['mecanica.fuerzas-paralelas'],
    topic: 'mecanica',
    title: 'Resultante de fuerzas paralelas y su punto de aplicación',
    body: r`Sobre una viga, un tablón o una barra actúan muchas veces fuerzas paralelas: los pesos de las cargas, las reacciones de los apoyos, la fuerza de quien empuja una palanca. Para reemplazarlas por una sola fuerza no alcanza con saber cuánto vale: también hay que saber dónde aplicarla, porque de eso depende si el cuerpo gira.

Idea clave: la resultante hace lo mismo que todas juntas. Tiene que producir la misma fuerza total y el mismo momento respecto de cualquier punto (teorema de Varignon).

Fuerzas paralelas del mismo sentido:
- Módulo: $R = F_1 + F_2$, con el mismo sentido que las dos.
- Punto de aplicación: entre las dos fuerzas, más cerca de la mayor. Si $d_1$ y $d_2$ son las distancias de la resultante a cada fuerza, $F_1 \cdot d_1 = F_2 \cdot d_2$, con $d_1 + d_2 = d$, la separación entre ellas.

Fuerzas paralelas de sentidos opuestos:
- Módulo: $R = |F_1 - F_2|$, con el sentido de la mayor.
- Punto de aplicación: fuera del segmento que une las dos fuerzas, del lado de la mayor. Vale otra vez $F_1 \cdot d_1 = F_2 \cdot d_2$, pero ahora $d_2 - d_1 = d$ si $F_1$ es la mayor.
- Si las dos fuerzas son iguales y opuestas forman un par: no hay resultante que las reemplace y el único efecto es hacer girar, con un momento $M = F \cdot d$ que es el mismo respecto de cualquier punto.

Muchas fuerzas paralelas: Varignon.
Poné un eje x a lo largo de la barra y medí la posición $x_i$ de cada fuerza, con signo según su sentido. Entonces
$$R = \sum F_i \qquad x_R = \frac{\sum F_i\,x_i}{\sum F_i}$$
Es la misma cuenta que da el centro de gravedad de un cuerpo formado por varias partes.

Vigas apoyadas:
Una viga apoyada en dos puntos está en equilibrio: las reacciones de los apoyos equilibran a la resultante de las cargas. Tomá momentos respecto de un apoyo para despejar la reacción del otro, y usá $R_A + R_B = \sum P$ para la que falta. El apoyo más cercano a la carga soporta más. La fuerza que hay que hacer para equilibrar un sistema, la equilibrante, es igual y opuesta a la resultante y va en el mismo punto.

Errores comunes:
- Ubicar la resultante más cerca de la fuerza menor.
- Sumar los módulos cuando las fuerzas tienen sentidos opuestos.
- Poner la resultante de dos fuerzas opuestas entre ellas, cuando va afuera.
- Olvidar el peso propio de la viga, que actúa en su centro si es homogénea.
- Medir todas las distancias desde puntos distintos: elegí un origen y sostenelo.`,
    examples: [
      r`Dos fuerzas de 30 N y 90 N, paralelas y del mismo sentido, están separadas 60 cm. R = 120 N. Con $30\,d_1 = 90\,d_2$ y $d_1 + d_2 = 60$ cm queda $d_1 = 45$ cm y $d_2 = 15$ cm: la resultante está a 15 cm de la fuerza de 90 N.`,
      r`Dos fuerzas paralelas opuestas, de 80 N hacia arriba y 20 N hacia abajo, separadas 30 cm. R = 60 N hacia arriba. Con Varignon, origen en la de 80 N: $x_R = \dfrac{80 \cdot 0 - 20 \cdot 30}{60} = -10$ cm. Queda a 10 cm de la fuerza mayor, del lado opuesto a la menor.`,
      r`Una viga homogénea de 5 m y 400 N está apoyada en sus extremos A y B y sostiene una carga de 600 N a 1 m de A. Momentos respecto de A: $R_B \cdot 5 = 400 \cdot 2{,}5 + 600 \cdot 1 = 1600$, así que $R_B = 320$ N y $R_A = 1000 - 320 = 680$ N.`,
    ],
    figures: [
      handDrawn(
        {
          title: 'Viga apoyada en sus extremos con dos fuerzas paralelas',
          alt: 'Una viga horizontal apoyada en sus dos extremos, A y B. Sobre ella actúan dos fuerzas paralelas hacia abajo: F1 a la izquierda y F2, mayor, a la derecha. Una flecha punteada más larga representa la resultante R = F1 + F2, ubicada entre las dos y más cerca de F2. Cotas marcan la distancia d1 de F1 a la resultante y d2 de la resultante a F2, con la condición F1 · d1 = F2 · d2.',
        },
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 190" width="320" height="190"><g fill="none" stroke="currentColor" stroke-width="1.5"><line x1="20" y1="70" x2="300" y2="70" stroke-width="3"/><polyline points="30,72 18,100 42,100 30,72"/><polyline points="290,72 278,100 302,100 290,72"/><line x1="90" y1="20" x2="90" y2="66" stroke-width="2"/><polyline points="86,59 90,66 94,59"/><line x1="230" y1="20" x2="230" y2="66" stroke-width="2"/><polyline points="226,59 230,66 234,59"/><line x1="195" y1="74" x2="195" y2="150" stroke-width="2.5" stroke-dasharray="6 3"/><polyline points="191,143 195,150 199,143" stroke-width="2.5"/><line x1="90" y1="165" x2="195" y2="165" stroke-dasharray="3 3"/><line x1="195" y1="165" x2="230" y2="165" stroke-dasharray="3 3"/><line x1="90" y1="158" x2="90" y2="172"/><line x1="195" y1="158" x2="195" y2="172"/><line x1="230" y1="158" x2="230" y2="172"/></g><g fill="currentColor" font-family="sans-serif" font-size="13"><text x="96" y="30">F1</text><text x="236" y="30">F2</text><text x="201" y="130">R = F1 + F2</text><text x="130" y="184">d1</text><text x="205" y="184">d2</text><text x="10" y="118">apoyo A</text><text x="262" y="118">apoyo B</text><text x="150" y="16">F1 · d1 = F2 · d2</text></g></svg>',
      ),
    ],
  },
];
