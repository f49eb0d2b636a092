import { handDrawn } from '../../../figures/svg.ts';
import type { MiniClass } from '../../../schema.ts';

const sistemaSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 290 236" font-family="sans-serif" font-size="13" fill="none" stroke="currentColor">
<path d="M10 20 V185 H110 V20" stroke-width="2"/>
<line x1="10" y1="65" x2="110" y2="65"/>
<line x1="10" y1="145" x2="110" y2="145"/>
<path d="M18 45 q8 -6 16 0 t16 0 t16 0 t16 0 t16 0" stroke-dasharray="3 3"/>
<circle cx="22" cy="160" r="3"/><circle cx="39" cy="170" r="3"/><circle cx="56" cy="158" r="3"/><circle cx="72" cy="172" r="3"/><circle cx="89" cy="161" r="3"/><circle cx="101" cy="175" r="3"/><circle cx="31" cy="177" r="3"/><circle cx="64" cy="177" r="3"/>
<line x1="110" y1="45" x2="124" y2="45"/><line x1="110" y1="105" x2="124" y2="105"/><line x1="110" y1="165" x2="124" y2="165"/>
<g fill="currentColor" stroke="none">
<text x="130" y="50">Fase 1: aceite</text>
<text x="130" y="101">Fase 2: agua con sal</text>
<text x="130" y="118">disuelta (solución)</text>
<text x="130" y="170">Fase 3: arena</text>
<text x="10" y="208">3 fases · 4 componentes:</text>
<text x="10" y="226">aceite, agua, sal y arena</text>
</g>
</svg>`;

const orbitalesSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 290 208" font-family="sans-serif" font-size="13" fill="none" stroke="currentColor">
<rect x="10" y="40" width="40" height="40"/>
<rect x="70" y="40" width="40" height="40"/>
<rect x="140" y="40" width="40" height="40"/><rect x="180" y="40" width="40" height="40"/><rect x="220" y="40" width="40" height="40"/>
<path d="M24 72 V48 M20 54 L24 48 L28 54 M36 48 V72 M32 66 L36 72 L40 66"/>
<path d="M84 72 V48 M80 54 L84 48 L88 54 M96 48 V72 M92 66 L96 72 L100 66"/>
<path d="M160 72 V48 M156 54 L160 48 L164 54"/>
<path d="M200 72 V48 M196 54 L200 48 L204 54"/>
<path d="M240 72 V48 M236 54 L240 48 L244 54"/>
<g fill="currentColor" stroke="none">
<text x="10" y="24">Nitrógeno (Z = 7): 1s² 2s² 2p³</text>
<g text-anchor="middle">
<text x="30" y="100">1s</text><text x="90" y="100">2s</text><text x="200" y="100">2p</text>
<text x="30" y="120">n = 1</text><text x="30" y="137">l = 0</text>
<text x="90" y="120">n = 2</text><text x="90" y="137">l = 0</text>
<text x="200" y="120">n = 2, l = 1</text><text x="200" y="137">mₗ = −1, 0, +1</text>
</g>
<text x="10" y="172">Hund: tres electrones 2p</text>
<text x="10" y="190">desapareados, espín paralelo</text>
</g>
</svg>`;

const lewisSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 44 290 178" font-family="sans-serif" font-size="13" fill="none" stroke="currentColor">
<line x1="72" y1="82" x2="42" y2="118" stroke-width="2"/>
<line x1="88" y1="82" x2="118" y2="118" stroke-width="2"/>
<path d="M58 100 Q80 120 102 100" stroke-dasharray="3 3"/>
<line x1="36" y1="181" x2="66" y2="181" stroke-width="2"/><line x1="36" y1="189" x2="66" y2="189" stroke-width="2"/>
<line x1="92" y1="181" x2="122" y2="181" stroke-width="2"/><line x1="92" y1="189" x2="122" y2="189" stroke-width="2"/>
<g fill="currentColor" stroke="none">
<circle cx="62" cy="66" r="2.5"/><circle cx="67" cy="59" r="2.5"/>
<circle cx="93" cy="59" r="2.5"/><circle cx="98" cy="66" r="2.5"/>
<circle cx="16" cy="166" r="2.5"/><circle cx="26" cy="166" r="2.5"/><circle cx="16" cy="204" r="2.5"/><circle cx="26" cy="204" r="2.5"/>
<circle cx="132" cy="166" r="2.5"/><circle cx="142" cy="166" r="2.5"/><circle cx="132" cy="204" r="2.5"/><circle cx="142" cy="204" r="2.5"/>
<text x="73" y="84" font-size="14">O</text><text x="28" y="135" font-size="14">H</text><text x="118" y="135" font-size="14">H</text>
<text x="104" y="80" font-size="12">δ−</text><text x="12" y="118" font-size="12">δ+</text><text x="132" y="118" font-size="12">δ+</text>
<text x="80" y="130" font-size="12" text-anchor="middle">104,5°</text>
<text x="14" y="190" font-size="14">O</text><text x="72" y="190" font-size="14">C</text><text x="130" y="190" font-size="14">O</text>
<text x="170" y="88">H₂O:</text><text x="170" y="106">angular, polar</text>
<text x="170" y="182">CO₂:</text><text x="170" y="200">lineal, no polar</text>
</g>
</svg>`;

export const miniClasses: MiniClass[] = [
  {
    id: 'estructura-atomica-sistemas-materiales',
    topic: 'estructura-atomica',
    title: 'Sistemas materiales: fases, componentes y métodos de separación',
    subtopics: ['estructura-atomica.sistemas-materiales'],
    body: `Idea clave:
Un sistema material es la porción de materia que elegís para estudiar. Para describirlo se contestan tres preguntas: ¿cuántas fases tiene?, ¿cuántos componentes tiene? y ¿con qué métodos se separan? Es la primera unidad del curso de ingreso y casi siempre aparece en el examen.

Propiedades intensivas y extensivas:
- Extensivas: dependen de la cantidad de materia. Masa, volumen, peso, calor absorbido.
- Intensivas: no dependen de la cantidad. Densidad, temperatura de fusión y de ebullición, color, solubilidad. Sirven para identificar una sustancia y para reconocer fases.

Fases y componentes:
- Fase: cada porción del sistema con las mismas propiedades intensivas en todos sus puntos, separada de las demás por superficies de separación (interfases). Dos clavos de hierro son una sola fase: lo que importa son las propiedades, no la cantidad de trozos.
- Componente: cada sustancia distinta que forma el sistema. El agua líquida y el hielo son dos fases de un mismo componente.
- Una sal completamente disuelta no es una fase aparte: forma parte de la solución. Si sobra sal sin disolver en el fondo, esa sal sí es otra fase.
- Los gases se mezclan siempre: una mezcla de gases es una sola fase.

Clasificación:
- Sistema homogéneo: una sola fase. Puede ser una sustancia pura (agua destilada, oxígeno) o una solución (agua con sal, aire, bronce).
- Sistema heterogéneo: dos o más fases (agua y aceite, agua con arena, agua con hielo).
- Sustancia pura simple: un solo elemento (O₂, Fe). Sustancia pura compuesta: varios elementos combinados en proporción fija (H₂O, NaCl). Un compuesto sólo se descompone por métodos químicos.

Métodos de separación de fases (sistemas heterogéneos):
- Filtración: un sólido no disuelto de un líquido (arena y agua).
- Decantación: dos líquidos no miscibles con ampolla (agua y aceite) o un sólido que sedimenta.
- Tamización: sólidos de distinto tamaño de grano.
- Imantación: un sólido magnético (limaduras de hierro) de otro que no lo es.
- Centrifugación: acelera la sedimentación de partículas muy finas.
- Tría y levigación: separación manual o con corriente de agua, para partículas grandes o de distinta densidad.

Métodos de fraccionamiento (soluciones, una sola fase):
- Destilación simple: un sólido disuelto de su solvente, recuperando el solvente (agua de mar).
- Destilación fraccionada: líquidos miscibles con distinto punto de ebullición (agua y etanol).
- Cristalización: el soluto forma cristales al enfriar o concentrar la solución.
- Evaporación: se elimina el solvente y queda el soluto, sin recuperar el solvente.
- Cromatografía: componentes que avanzan a distinta velocidad sobre un soporte (tintas, pigmentos).

Composición centesimal:
El porcentaje en masa de cada componente o de cada fase se calcula sobre la masa total del sistema: % = masa de la parte / masa total · 100. Controlá que los porcentajes sumen 100.

Cómo encarar un ejercicio:
Hacé una lista de todo lo que hay en el recipiente. Para contar fases, mirá qué porciones tienen superficies de separación; para contar componentes, cuántas sustancias distintas aparecen, sin importar su estado. Para separar, primero separá las fases y después fraccioná cada fase homogénea.

Errores comunes:
- Contar la sal disuelta como una fase.
- Contar el hielo como un componente distinto del agua.
- Contar cada trozo de un mismo sólido como una fase distinta.
- Creer que todo sistema homogéneo es una sustancia pura.
- Evaporar antes de filtrar: la sal queda mezclada con la arena.
- Calcular porcentajes sobre la masa de una sola fase en lugar de la masa total.`,
    examples: [
      'Un vaso con agua salada (sal totalmente disuelta), dos cubos de hielo y arena en el fondo tiene 3 fases (solución, hielo y arena) y 3 componentes (agua, sal y arena). El hielo no agrega componentes porque es agua.',
      'Para recuperar la arena y la sal de una mezcla de arena, sal y agua: primero filtrás (la arena queda en el papel) y después evaporás o destilás la solución (queda la sal; si destilás, también recuperás el agua).',
      'Un sistema tiene 20 g de sal disuelta en 180 g de agua y 30 g de arena. La masa total es 230 g: la arena es el 30/230 · 100 = 13,04 % y la solución, el 200/230 · 100 = 86,96 %. Suman 100 %.',
    ],
    figures: [
      handDrawn(
        {
          title: 'Un sistema material de tres fases',
          alt: 'Vaso con tres capas: aceite arriba, agua con sal disuelta en el medio y arena en el fondo. Tiene 3 fases y 4 componentes (aceite, agua, sal y arena).',
        },
        sistemaSvg,
      ),
    ],
  },
  {
    id: 'estructura-atomica-numeros-cuanticos',
    topic: 'estructura-atomica',
    title: 'Números cuánticos, principio de Pauli y regla de Hund',
    subtopics: ['estructura-atomica.numeros-cuanticos-configuracion'],
    body: String.raw`Idea clave:
Cada electrón de un átomo queda descripto por cuatro números cuánticos. Los tres primeros dicen en qué orbital está (su "dirección") y el cuarto, cómo es su espín. Con ellos se entiende por qué cada nivel admite una cantidad fija de electrones y cómo se llenan los orbitales.

Los cuatro números cuánticos:
- Principal, $n$ = 1, 2, 3… Indica el nivel de energía y el tamaño del orbital. Coincide con el período en la tabla.
- Secundario o azimutal, $l$ = 0, 1, …, $n - 1$. Indica el subnivel y la forma del orbital: $l = 0$ es s, $l = 1$ es p, $l = 2$ es d y $l = 3$ es f.
- Magnético, $m_l$ = $-l$, …, 0, …, $+l$. Indica la orientación del orbital. Hay $2l + 1$ valores, uno por orbital: un subnivel s tiene 1 orbital, uno p tiene 3, uno d tiene 5 y uno f tiene 7.
- De espín, $m_s$ = $+\tfrac{1}{2}$ o $-\tfrac{1}{2}$. Los dos sentidos de giro del electrón.

Capacidades que conviene saber:
- Un orbital: 2 electrones.
- Un subnivel: $2(2l + 1)$ electrones. s admite 2, p 6, d 10 y f 14.
- Un nivel: $n^2$ orbitales y $2n^2$ electrones. El nivel 1 admite 2, el 2 admite 8, el 3 admite 18 y el 4 admite 32.

Principio de exclusión de Pauli:
Dos electrones de un mismo átomo no pueden tener los cuatro números cuánticos iguales. Por eso en un orbital caben sólo dos electrones, y tienen que tener espines opuestos.

Regla de Hund:
En orbitales de igual energía (los tres p, los cinco d), los electrones se ubican primero de a uno, con espines paralelos, y recién después se aparean. Por eso el nitrógeno, 1s² 2s² 2p³, tiene tres electrones desapareados, uno en cada orbital 2p, como muestra la figura.

Orden de llenado:
Los subniveles se llenan por energía creciente, siguiendo la regla de las diagonales: 1s, 2s, 2p, 3s, 3p, 4s, 3d, 4p, 5s, 4d, 5p… El 4s se llena antes que el 3d, aunque el 3d pertenece al nivel 3.

Cómo se pregunta en el examen:
- Decidir si un conjunto ($n$, $l$, $m_l$, $m_s$) es posible: controlá que $l < n$ y que $|m_l| \le l$.
- Dar $n$ y $l$ de un subnivel: 3p es $n = 3$, $l = 1$; 4d es $n = 4$, $l = 2$.
- Contar electrones con cierto $n$ o cierto $l$: escribí la configuración completa y sumá los que cumplen la condición.
- Contar electrones desapareados: dibujá las cajitas del último subnivel y aplicá Hund.
- Dar los números cuánticos del electrón diferencial, el último que entra: primero ubicá su subnivel con la configuración.

Errores comunes:
- Permitir $l = n$ (no existe el 2d ni el 1p).
- Olvidar que $m_l$ puede ser negativo, o permitir $|m_l| > l$.
- Confundir la cantidad de orbitales ($n^2$) con la de electrones ($2n^2$).
- Aparear los electrones p o d antes de llenar todos los orbitales con uno (ignorar Hund).
- Contar los 4s como parte del nivel 3 porque se escriben cerca del 3d.`,
    examples: [
      String.raw`¿Es posible el conjunto (2, 1, −1, +½)? $l = 1 < 2$ y $|m_l| = 1 \le 1$: sí, es un electrón 2p. En cambio (2, 2, 0, +½) es imposible porque $l$ tiene que ser menor que $n$.`,
      String.raw`Electrones desapareados del oxígeno (Z = 8, 1s² 2s² 2p⁴): en los tres orbitales 2p entran primero tres electrones de a uno y el cuarto se aparea con uno de ellos. Quedan 2 desapareados.`,
      String.raw`¿Cuántos electrones del hierro (Z = 26, 1s² 2s² 2p⁶ 3s² 3p⁶ 4s² 3d⁶) tienen $l = 2$? Sólo los del 3d: 6. ¿Y cuántos tienen $n = 3$? 3s² + 3p⁶ + 3d⁶ = 14.`,
    ],
    figures: [
      handDrawn(
        {
          title: 'Diagrama de cajitas del nitrógeno',
          alt: 'Diagrama de cajitas del nitrógeno: 1s y 2s con dos electrones de espín opuesto cada uno; los tres orbitales 2p con un electrón cada uno, todos con el mismo espín (regla de Hund). Debajo, los valores de n, l y m sub l de cada subnivel.',
        },
        orbitalesSvg,
      ),
    ],
  },
  {
    id: 'estructura-atomica-lewis-polaridad',
    topic: 'estructura-atomica',
    title: 'Estructuras de Lewis, geometría molecular y polaridad',
    subtopics: ['estructura-atomica.enlace-lewis', 'estructura-atomica.geometria-polaridad'],
    body: String.raw`Idea clave:
La estructura de Lewis muestra cómo se reparten los electrones de valencia en una molécula: qué pares forman enlaces y qué pares quedan libres. A partir de ella se deduce la geometría (con la teoría de repulsión de pares electrónicos, TRePEV) y, con la geometría y la electronegatividad, si la molécula es polar.

Cómo dibujar una estructura de Lewis:
- Sumá los electrones de valencia de todos los átomos (el número del grupo, o el grupo menos 10 para los grupos 13 a 18). En un anión sumá la carga; en un catión, restala.
- Elegí el átomo central: en general el menos electronegativo que no sea hidrógeno (el C en el CO₂, el N en el NH₃). El H siempre va en un extremo y forma un solo enlace.
- Uní el central con los demás con enlaces simples (cada uno usa 2 electrones).
- Completá el octeto de los átomos externos con pares libres y poné los electrones que sobren en el central.
- Si al central le falta el octeto, convertí pares libres de un vecino en enlaces dobles o triples.

Casos típicos:
- H₂O: 8 electrones; dos enlaces O–H y dos pares libres en el O.
- NH₃: 8 electrones; tres enlaces N–H y un par libre en el N.
- CO₂: 16 electrones; O=C=O con dos pares libres en cada oxígeno.
- N₂: 10 electrones; enlace triple N≡N y un par libre en cada N.
- Enlace dativo: un mismo átomo aporta los dos electrones del par, como el N del NH₃ al unirse a un H⁺ para formar NH₄⁺.
- Excepciones al octeto: el BF₃ deja al boro con 6 electrones.
En los compuestos iónicos no se comparten pares: la estructura de Lewis muestra los iones con sus cargas, como Na⁺ y Cl⁻ con su octeto completo.

Geometría (TRePEV):
Los pares de electrones del átomo central se alejan lo más posible. Contá las zonas de electrones (cada enlace, sea simple, doble o triple, cuenta como una zona, y cada par libre también):
- 2 zonas: lineal, 180° (CO₂, BeCl₂).
- 3 zonas sin pares libres: plana trigonal, 120° (BF₃).
- 4 zonas sin pares libres: tetraédrica, 109,5° (CH₄, CCl₄).
- 4 zonas con 1 par libre: piramidal trigonal, unos 107° (NH₃).
- 4 zonas con 2 pares libres: angular, unos 104,5° (H₂O).
La geometría molecular describe sólo dónde están los átomos; los pares libres ocupan lugar y cierran los ángulos, pero no se "ven" en la forma.

Polaridad:
- Un enlace es polar si une átomos de distinta electronegatividad; el más electronegativo queda con carga parcial negativa (δ−).
- Una molécula es polar si la suma de los dipolos de sus enlaces no se anula. Eso depende de la geometría: el CO₂ tiene enlaces polares pero es lineal y simétrico, así que es no polar; el H₂O es angular y es polar.
- Moléculas simétricas con todos los enlaces iguales (CO₂, BF₃, CH₄, CCl₄) son no polares. Si cambiás un átomo (CHCl₃) o hay pares libres en el central (NH₃, H₂O), en general son polares.

Fuerzas intermoleculares:
Las moléculas no polares se atraen sólo por fuerzas de London; las polares, además, por fuerzas dipolo-dipolo. Cuando un H está unido a F, O o N aparecen puentes de hidrógeno, más fuertes: por eso el agua hierve a 100 °C y el H₂S, a unos −60 °C.

Errores comunes:
- Olvidar la carga al contar electrones de un ion.
- Confundir la geometría electrónica (tetraédrica en el NH₃) con la molecular (piramidal).
- Decir que una molécula es polar sólo porque tiene enlaces polares.
- Contar un enlace doble como dos zonas de electrones.
- Creer que al hervir el agua se rompen los enlaces O–H.`,
    examples: [
      String.raw`NH₃: electrones de valencia $5 + 3 \cdot 1 = 8$. Tres enlaces N–H usan 6 y quedan 2, un par libre en el N. Son 4 zonas con un par libre: geometría piramidal trigonal. Los dipolos no se anulan: es polar.`,
      String.raw`CO₂: $4 + 2 \cdot 6 = 16$ electrones. Con enlaces simples el C quedaría con 4 electrones; al pasar un par libre de cada O a enlace se forma O=C=O, con 2 pares libres en cada O. El C tiene 2 zonas: lineal, 180°, no polar.`,
      String.raw`Ion carbonato, CO₃²⁻: $4 + 3 \cdot 6 + 2 = 24$ electrones. El C central forma un enlace doble y dos simples con los oxígenos; son 3 zonas, así que el ion es plano trigonal, con ángulos de 120°.`,
    ],
    figures: [
      handDrawn(
        {
          title: 'Estructuras de Lewis del agua y del dióxido de carbono',
          alt: 'Estructuras de Lewis. A la izquierda, el agua: oxígeno central con dos pares libres y dos enlaces simples con hidrógenos, formando un ángulo de 104,5°; el oxígeno tiene carga parcial negativa y los hidrógenos, positiva: molécula angular y polar. A la derecha, el dióxido de carbono O=C=O con dos pares libres en cada oxígeno: lineal y no polar.',
        },
        lewisSvg,
      ),
    ],
  },
];
