import type { MiniClass } from '../../../schema.ts';

export const miniClasses: MiniClass[] = [
  {
    id: 'geometria-angulos-triangulos',
    topic: 'geometria',
    title: 'Ángulos, triángulos, Pitágoras y semejanza',
    subtopics: ['geometria.angulos-triangulos'],
    body: String.raw`La geometría del ingreso se apoya en pocas relaciones entre ángulos y en dos herramientas para triángulos: el teorema de Pitágoras y la semejanza. Si las tenés claras, la mayoría de los problemas se resuelven planteando una ecuación.

Clasificación de ángulos: agudo (menor que 90°), recto (90°), obtuso (entre 90° y 180°) y llano (180°).

Relaciones entre ángulos:
- Complementarios: suman 90°. El complemento de 35° es 55°.
- Suplementarios: suman 180°. El suplemento de 35° es 145°.
- Opuestos por el vértice: son iguales.
- Adyacentes: comparten un lado y suman 180°.
- Dos rectas paralelas cortadas por una transversal forman ángulos alternos internos iguales, correspondientes iguales y conjugados internos que suman 180°.

Triángulos:
- La suma de los ángulos interiores es 180°.
- Un ángulo exterior es igual a la suma de los dos interiores no adyacentes.
- Desigualdad triangular: cada lado es menor que la suma de los otros dos. Con lados 2, 3 y 7 no se puede construir un triángulo.
- En un triángulo isósceles, los ángulos opuestos a los lados iguales son iguales; en uno equilátero, los tres miden 60°.
- En un polígono de $n$ lados, los ángulos interiores suman $(n - 2) \cdot 180^\circ$.

Teorema de Pitágoras: en un triángulo rectángulo con catetos $a$ y $b$ e hipotenusa $c$ (el lado opuesto al ángulo recto, el más largo),
$$a^2 + b^2 = c^2$$
Sirve para calcular un lado conociendo los otros dos y también para reconocer triángulos rectángulos: 3, 4, 5 y 5, 12, 13 son ternas pitagóricas. Para hallar un cateto, restás: $b = \sqrt{c^2 - a^2}$.

Semejanza: dos triángulos son semejantes si tienen los mismos ángulos; entonces sus lados correspondientes son proporcionales. La razón de semejanza $k$ es el cociente entre lados homólogos.
- Alcanza con que dos ángulos sean iguales (el tercero queda determinado).
- Si los lados están en razón $k$, los perímetros también están en razón $k$ y las áreas en razón $k^2$.
- Teorema de Thales: una recta paralela a un lado de un triángulo determina un triángulo semejante al original. Es la base de los problemas de sombras: a la misma hora, alturas y sombras son proporcionales.

Idea clave: semejante no es lo mismo que congruente. Dos triángulos congruentes son iguales en forma y tamaño ($k = 1$); dos semejantes pueden tener distinto tamaño.

Cómo encarar un problema:
- Hacé un dibujo y marcá los datos con sus unidades.
- Identificá si hay un ángulo recto (Pitágoras) o triángulos con los mismos ángulos (semejanza).
- Planteá la ecuación, resolvé y verificá que el resultado tenga sentido: una hipotenusa siempre es mayor que cada cateto.

Errores comunes:
- Sumar los catetos en lugar de sus cuadrados: con catetos 6 y 8 la hipotenusa es 10, no 14.
- Olvidar la raíz cuadrada al final de Pitágoras.
- Usar Pitágoras en triángulos que no son rectángulos.
- Armar mal la proporción y emparejar lados que no son homólogos.
- Creer que si los lados se triplican el área también se triplica: se multiplica por 9.
- Confundir complementario (90°) con suplementario (180°).`,
    examples: [
      String.raw`En un triángulo rectángulo la hipotenusa mide 13 cm y un cateto 5 cm. El otro cateto es $\sqrt{13^2 - 5^2} = \sqrt{169 - 25} = \sqrt{144} = 12$ cm.`,
      String.raw`Un árbol proyecta una sombra de 6 m al mismo tiempo que una persona de 1,8 m proyecta una sombra de 1,2 m. Por semejanza, $\frac{h}{6} = \frac{1{,}8}{1{,}2}$, así que $h = 9$ m.`,
      String.raw`Dos ángulos suplementarios difieren en 40°. Si son $x$ y $x + 40^\circ$, entonces $2x + 40^\circ = 180^\circ$, $x = 70^\circ$: los ángulos miden 70° y 110°.`,
    ],
  },
  {
    id: 'geometria-areas-volumenes',
    topic: 'geometria',
    title: 'Perímetros, áreas, circunferencia y volúmenes',
    subtopics: ['geometria.areas-perimetros', 'geometria.volumenes'],
    body: String.raw`El perímetro es la longitud del borde de una figura (se mide en cm, m…) y el área es la medida de su superficie (cm², m²…). El volumen mide el espacio que ocupa un cuerpo (cm³, m³…). Mirar las unidades es la forma más rápida de detectar si usaste la fórmula equivocada.

Áreas de figuras planas:
- Rectángulo: $A = b \cdot h$. Cuadrado: $A = l^2$.
- Triángulo: $A = \frac{b \cdot h}{2}$, donde $h$ es la altura perpendicular a la base elegida.
- Paralelogramo: $A = b \cdot h$.
- Rombo: $A = \frac{D \cdot d}{2}$, con $D$ y $d$ las diagonales.
- Trapecio: $A = \frac{(B + b) \cdot h}{2}$.
- Polígono regular: $A = \frac{P \cdot ap}{2}$, con $P$ el perímetro y $ap$ la apotema.

Circunferencia y círculo: la circunferencia es la línea y el círculo es la superficie que encierra.
- Longitud de la circunferencia: $L = 2\pi r = \pi d$.
- Área del círculo: $A = \pi r^2$.
- Sector circular de $\alpha$ grados: área $\frac{\alpha}{360^\circ} \pi r^2$ y arco $\frac{\alpha}{360^\circ} 2\pi r$.
Si el dato es el diámetro, dividilo por 2 antes de usar las fórmulas con $r$. Dejar el resultado en función de $\pi$ (por ejemplo, $25\pi$ cm²) es exacto; si te piden un decimal, usá $\pi \approx 3{,}14$ o la tecla de la calculadora.

Volúmenes:
- Prisma y cilindro: $V = A_{base} \cdot h$. Para el cilindro, $V = \pi r^2 h$; para el cubo, $V = a^3$.
- Pirámide y cono: $V = \frac{1}{3} A_{base} \cdot h$. Para el cono, $V = \frac{1}{3} \pi r^2 h$.
- Esfera: $V = \frac{4}{3} \pi r^3$, y su superficie es $4\pi r^2$.
Una pirámide entra exactamente tres veces en el prisma de igual base y altura; por eso aparece el $\frac{1}{3}$.

En el cono, la altura $h$, el radio $r$ y la generatriz $g$ (la distancia del vértice al borde de la base) forman un triángulo rectángulo: $g^2 = r^2 + h^2$. Muchos ejercicios te dan $g$ y tenés que calcular $h$ con Pitágoras.

Unidades: 1 m = 100 cm, pero 1 m² = 10.000 cm² y 1 m³ = 1.000.000 cm³. Además, 1 dm³ = 1 litro y 1 cm³ = 1 ml.

Idea clave: si todas las longitudes de una figura se multiplican por $k$, el perímetro se multiplica por $k$, el área por $k^2$ y el volumen por $k^3$.

Figuras compuestas: descomponelas en partes conocidas y sumá o restá áreas. Por ejemplo, el área de un cuadrado de lado 10 cm sin el círculo inscripto es $100 - 25\pi \approx 21{,}46$ cm².

Errores comunes:
- Usar el diámetro como si fuera el radio.
- Confundir $2\pi r$ (longitud) con $\pi r^2$ (área).
- Olvidar el $\frac{1}{2}$ en el área del triángulo o el $\frac{1}{3}$ en pirámides y conos.
- Tomar como altura de un triángulo un lado que no es perpendicular a la base.
- Usar la generatriz del cono como altura.
- Convertir áreas o volúmenes con el factor de las longitudes (100 en lugar de 10.000).`,
    examples: [
      String.raw`Un trapecio tiene bases de 10 cm y 6 cm y altura de 4 cm. Su área es $\frac{(10 + 6) \cdot 4}{2} = 32$ cm².`,
      String.raw`Un cono tiene radio 6 cm y generatriz 10 cm. Su altura es $\sqrt{10^2 - 6^2} = 8$ cm y su volumen $\frac{1}{3} \pi \cdot 36 \cdot 8 = 96\pi \approx 301{,}6$ cm³.`,
      String.raw`¿Cuántos litros entran en un tanque cilíndrico de 1 m de diámetro y 2 m de altura? $V = \pi \cdot 0{,}5^2 \cdot 2 = 0{,}5\pi \approx 1{,}571$ m³, es decir, unos 1571 litros.`,
    ],
  },
  {
    id: 'geometria-analitica',
    topic: 'geometria',
    title: 'Geometría analítica: distancia, punto medio y recta',
    subtopics: ['geometria.analitica'],
    body: String.raw`La geometría analítica describe puntos y figuras con coordenadas, y así convierte problemas geométricos en cuentas. Un punto del plano es un par $(x; y)$: usamos punto y coma para que no se confunda con la coma decimal.

Distancia entre dos puntos: si $A = (x_1; y_1)$ y $B = (x_2; y_2)$,
$$d(A, B) = \sqrt{(x_2 - x_1)^2 + (y_2 - y_1)^2}$$
Es Pitágoras: las diferencias de coordenadas son los catetos de un triángulo rectángulo y la distancia es la hipotenusa. El orden de la resta no importa, porque las diferencias se elevan al cuadrado.

Punto medio del segmento $AB$:
$$M = \left(\frac{x_1 + x_2}{2};\ \frac{y_1 + y_2}{2}\right)$$
Es el promedio de las coordenadas. Si conocés un extremo $A$ y el punto medio $M$, el otro extremo es $B = (2x_M - x_1;\ 2y_M - y_1)$.

Ecuación de la recta:
- Explícita: $y = mx + b$, con pendiente $m$ y ordenada al origen $b$.
- Punto-pendiente: $y - y_1 = m(x - x_1)$.
- General o implícita: $ax + by + c = 0$. Despejando, la pendiente es $-\frac{a}{b}$ (si $b \neq 0$).
- Recta vertical: $x = k$. Recta horizontal: $y = k$.

Para saber si un punto pertenece a una recta, reemplazás sus coordenadas y verificás la igualdad. Para encontrar la intersección de dos rectas, resolvés el sistema formado por sus ecuaciones.

Paralelismo y perpendicularidad: paralelas si $m_1 = m_2$; perpendiculares si $m_1 \cdot m_2 = -1$.

Aplicaciones típicas:
- Perímetro de un polígono dado por sus vértices: sumás las distancias entre vértices consecutivos.
- Clasificar un triángulo: calculás los tres lados y los comparás (isósceles, equilátero) o verificás Pitágoras (rectángulo).
- Mediatriz de un segmento: es la recta perpendicular que pasa por su punto medio; todos sus puntos están a igual distancia de los extremos.
- Área de un triángulo con un lado horizontal o vertical: base y altura se leen directamente de las coordenadas.

Ejemplo: el triángulo de vértices $A = (1; 1)$, $B = (4; 5)$ y $C = (8; 2)$. $AB = \sqrt{9 + 16} = 5$, $BC = \sqrt{16 + 9} = 5$ y $AC = \sqrt{49 + 1} = \sqrt{50}$. Es isósceles, y como $5^2 + 5^2 = 50$, también es rectángulo en $B$.

Idea clave: hacé siempre un bosquejo en ejes cartesianos. Te permite anticipar el signo de la pendiente y si un resultado es razonable.

Errores comunes:
- Restar en lugar de sumar en el punto medio: $\frac{x_2 - x_1}{2}$ es la mitad de la distancia horizontal, no la coordenada del medio.
- Olvidar la raíz en la distancia o sumar las diferencias sin elevarlas al cuadrado.
- Perder un signo al restar coordenadas negativas: $3 - (-2) = 5$.
- Leer la pendiente de $2x + y = 5$ como 2: despejando, $y = -2x + 5$ y la pendiente es $-2$.
- Escribir el punto con las coordenadas invertidas, $(y; x)$.`,
    examples: [
      String.raw`Distancia entre $A = (-2; 3)$ y $B = (4; -5)$: $\sqrt{(4 + 2)^2 + (-5 - 3)^2} = \sqrt{36 + 64} = 10$.`,
      String.raw`$M = (3; -1)$ es el punto medio de $AB$ y $A = (7; 2)$. Entonces $B = (2 \cdot 3 - 7;\ 2 \cdot (-1) - 2) = (-1; -4)$.`,
      String.raw`Recta que pasa por $(2; -1)$ y es perpendicular a $y = 4x + 3$: $m = -\frac{1}{4}$ y $-1 = -\frac{1}{4} \cdot 2 + b$, de donde $b = -\frac{1}{2}$. Resultado: $y = -\frac{1}{4}x - \frac{1}{2}$.`,
    ],
  },
];
