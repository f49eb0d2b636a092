import { handDrawn } from '../../../figures/svg.ts';
import type { MiniClass } from '../../../schema.ts';

/** Triangle ABC with DE parallel to BC: AD = 3, DB = 6, AE = 4, EC = 8. */
const THALES_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 260 200" width="260" height="200" fill="none" stroke="currentColor" stroke-width="1.5" font-family="sans-serif" font-size="13">
<polygon points="120,15 20,185 240,185"/>
<line x1="87" y1="72" x2="160" y2="72" stroke-width="2.5"/>
<text x="114" y="12" fill="currentColor" stroke="none">A</text><text x="8" y="195" fill="currentColor" stroke="none">B</text><text x="242" y="195" fill="currentColor" stroke="none">C</text>
<text x="72" y="74" fill="currentColor" stroke="none">D</text><text x="165" y="74" fill="currentColor" stroke="none">E</text>
<text x="86" y="46" fill="currentColor" stroke="none">3</text><text x="40" y="132" fill="currentColor" stroke="none">6</text>
<text x="145" y="46" fill="currentColor" stroke="none">4</text><text x="205" y="132" fill="currentColor" stroke="none">8</text>
</svg>`;

export const miniClasses: MiniClass[] = [
  {
    id: 'geometria-thales',
    topic: 'geometria',
    title: 'Teorema de Thales y triángulos en posición de Thales',
    subtopics: ['geometria.angulos-triangulos'],
    body: String.raw`Teorema de Thales: si tres o más rectas paralelas cortan a dos rectas transversales, los segmentos que determinan sobre una transversal son proporcionales a los segmentos correspondientes sobre la otra. Si las paralelas cortan a una transversal en segmentos de 4 y 6, y a la otra en segmentos de 10 y $x$, entonces $\frac{4}{6} = \frac{10}{x}$ y $x = 15$.

Triángulos en posición de Thales: en un triángulo $ABC$, una recta paralela a $BC$ que corta a $AB$ en $D$ y a $AC$ en $E$ forma un triángulo $ADE$ semejante al $ABC$ (tienen los mismos ángulos). De ahí salen dos tipos de proporciones, que conviene no mezclar:
- Segmentos sobre los lados: $\frac{AD}{DB} = \frac{AE}{EC}$. En la figura, $\frac{3}{6} = \frac{4}{8}$.
- Lados de los triángulos semejantes: $\frac{AD}{AB} = \frac{AE}{AC} = \frac{DE}{BC}$. En la figura, la razón es $\frac{3}{9} = \frac{1}{3}$: $DE$ mide un tercio de $BC$.
Para la base $DE$ siempre se usa el lado entero ($AB = AD + DB$), porque $DE$ y $BC$ son lados de los dos triángulos, no segmentos de un mismo lado.

El recíproco también vale: si $\frac{AD}{DB} = \frac{AE}{EC}$, entonces $DE$ es paralelo a $BC$. Sirve para probar paralelismo midiendo.

Aplicaciones: medir alturas con sombras (a la misma hora, los rayos del sol son paralelos y alturas y sombras son proporcionales), dividir un segmento en partes iguales con regla y escuadra, o calcular distancias que no se pueden medir directamente, como el ancho de un río.

Con incógnitas: si los segmentos vienen dados con una letra, planteá la proporción, multiplicá en cruz y resolvé. Si aparece una cuadrática, descartá las soluciones que hagan negativa alguna longitud.

Idea clave: Thales compara cocientes, no diferencias. Si un segmento es 2 cm más largo que otro, su correspondiente no tiene por qué serlo.

Errores comunes:
- Usar $\frac{AD}{DB}$ para calcular la base $DE$ en lugar de $\frac{AD}{AB}$.
- Dar vuelta la proporción y comparar un segmento con el que no le corresponde.
- Sumar diferencias en lugar de plantear una proporción.
- Quedarse con una solución negativa de la ecuación, que no puede ser una longitud.`,
    examples: [
      String.raw`En la figura, con $DE \parallel BC$, $AD = 3$, $DB = 6$ y $AE = 4$: $\frac{3}{6} = \frac{4}{EC}$, así que $EC = 8$. Si además $BC = 12$, entonces $DE = \frac{3}{9} \cdot 12 = 4$.`,
      String.raw`Un poste de 2 m da una sombra de 1,5 m, y a la misma hora un árbol da una sombra de 6 m. Por Thales, $\frac{h}{6} = \frac{2}{1{,}5}$, así que el árbol mide $h = 8$ m.`,
    ],
    figures: [
      handDrawn(
        {
          title: 'Teorema de Thales en un triángulo',
          alt: 'Triángulo ABC con vértice A arriba. Un segmento DE, paralelo a la base BC, corta el lado AB en D y el lado AC en E. Sobre AB, AD mide 3 y DB mide 6; sobre AC, AE mide 4 y EC mide 8.',
        },
        THALES_SVG,
      ),
    ],
  },
];
