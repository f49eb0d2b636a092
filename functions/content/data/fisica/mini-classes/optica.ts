import type { MiniClass } from '../../../schema.ts';

const r = String.raw;

export const miniClasses: MiniClass[] = [
  {
    id: 'optica-naturaleza-y-reflexion',
    subtopics: ['optica.luz-reflexion'],
    topic: 'optica',
    title: 'Naturaleza de la luz, reflexión y espejos planos',
    body: r`La óptica estudia la luz: cómo se propaga, cómo rebota en las superficies y cómo se desvía al cambiar de medio.

Naturaleza de la luz:
La luz es una onda electromagnética: no necesita un medio para propagarse y en el vacío viaja a $c = 3 \cdot 10^{8}$ m/s (300.000 km/s), la máxima velocidad posible. Lo que vemos como luz visible es una franja muy angosta del espectro electromagnético, con longitudes de onda entre unos 400 nm (violeta) y 700 nm (rojo). Más allá del violeta están el ultravioleta, los rayos X y los rayos gamma; más allá del rojo, el infrarrojo, las microondas y las ondas de radio.
La física moderna mostró que la luz también se comporta como un chorro de partículas, los fotones. Para la óptica geométrica alcanza con el modelo de rayos: en un medio homogéneo la luz viaja en línea recta, y por eso existen las sombras y los eclipses.

Velocidad de la luz en los medios:
En un medio material la luz es más lenta que en el vacío. El índice de refracción de un medio es el cociente
$$n = \frac{c}{v}$$
No tiene unidades y siempre es mayor o igual que 1: aire, casi 1,00; agua, 1,33; vidrio común, alrededor de 1,5; diamante, 2,42. En un vidrio de n = 1,5 la luz viaja a $3 \cdot 10^{8} / 1{,}5 = 2 \cdot 10^{8}$ m/s.

Reflexión:
Cuando la luz llega a una superficie, una parte se refleja. Los ángulos se miden respecto de la normal (la recta perpendicular a la superficie en el punto de incidencia), y se cumplen dos leyes:
- El rayo incidente, el rayo reflejado y la normal están en el mismo plano.
- El ángulo de reflexión es igual al ángulo de incidencia.
En una superficie pulida, como un espejo, la reflexión es especular y se forman imágenes; en una superficie rugosa es difusa y la luz sale en todas direcciones, que es justamente lo que nos permite ver los objetos que no emiten luz propia.

Espejos planos:
Características de la imagen en un espejo plano:
- Virtual: se forma detrás del espejo, donde se cruzan las prolongaciones de los rayos reflejados, y no se puede proyectar en una pantalla.
- Derecha y del mismo tamaño que el objeto.
- Simétrica: está a la misma distancia detrás del espejo que el objeto delante. Por eso parece intercambiar izquierda y derecha.
Si te parás a 2 m de un espejo, tu imagen está 2 m detrás de él, a 4 m de vos.

Errores comunes:
- Medir los ángulos respecto de la superficie en lugar de la normal.
- Creer que la imagen de un espejo plano está sobre la superficie del espejo.
- Pensar que el índice de refracción puede ser menor que 1 o que tiene unidades.
- Confundir la velocidad de la luz en el vacío con su velocidad en un medio.
- Olvidar que en el vacío todos los colores viajan a la misma velocidad.`,
    examples: [
      r`Un rayo llega a un espejo formando 30° con la superficie. El ángulo de incidencia, medido desde la normal, es $90^\circ - 30^\circ = 60^\circ$, y el de reflexión también es de 60°.`,
      r`La luz del Sol recorre $1{,}5 \cdot 10^{11}$ m hasta la Tierra: $t = \frac{1{,}5 \cdot 10^{11}}{3 \cdot 10^{8}} = 500$ s, unos 8 minutos y 20 segundos.`,
      r`En el agua (n = 1,33) la luz viaja a $v = \frac{3 \cdot 10^{8}}{1{,}33} \approx 2{,}26 \cdot 10^{8}$ m/s.`,
    ],
  },
  {
    id: 'optica-refraccion',
    subtopics: ['optica.refraccion'],
    topic: 'optica',
    title: 'Refracción, ley de Snell y reflexión total interna',
    body: r`Cuando la luz pasa de un medio a otro con distinto índice de refracción, cambia su velocidad y, si no incide en forma perpendicular, cambia de dirección. Ese fenómeno es la refracción: es lo que hace que una cuchara parezca quebrada dentro de un vaso con agua.

Ley de Snell:
Con los ángulos medidos respecto de la normal, la ley dice que
$$n_1 \cdot \operatorname{sen}\theta_1 = n_2 \cdot \operatorname{sen}\theta_2$$
Consecuencias que conviene tener a mano:
- Si la luz pasa a un medio de mayor índice (donde viaja más lento), se acerca a la normal: $\theta_2 < \theta_1$.
- Si pasa a un medio de menor índice, se aleja de la normal: $\theta_2 > \theta_1$.
- Si incide perpendicularmente ($\theta_1 = 0^\circ$), no se desvía, aunque sí cambia su velocidad.
En la refracción la frecuencia de la luz no cambia; cambian la velocidad y la longitud de onda, que se reducen en el mismo factor n: si $\lambda_0$ es la longitud de onda en el vacío, en el medio vale $\lambda_0 / n$.

Reflexión total interna:
Cuando la luz va de un medio de mayor índice a uno de menor índice (por ejemplo, del agua al aire), el rayo refractado se aleja de la normal. Al aumentar el ángulo de incidencia llega un momento en que el refractado sale rasante, a 90°. Ese ángulo de incidencia se llama ángulo límite o crítico:
$$\operatorname{sen}\theta_L = \frac{n_2}{n_1} \qquad (n_1 > n_2)$$
Para ángulos de incidencia mayores que el límite no hay refracción: toda la luz se refleja. Es la reflexión total interna, y en ella se basan las fibras ópticas, que guían la luz por un hilo de vidrio a lo largo de kilómetros, y los prismas de los binoculares. Para el vidrio en el aire (n = 1,5) el ángulo límite es de unos 41,8°; para el agua, de unos 48,8°. La reflexión total nunca ocurre cuando la luz pasa a un medio de mayor índice.

Dispersión:
El índice de refracción depende un poco del color: en el vidrio es algo mayor para el violeta que para el rojo. Por eso un prisma separa la luz blanca en colores, y las gotas de lluvia forman el arcoíris.

Profundidad aparente:
Un objeto sumergido, mirado desde arriba casi en vertical, parece estar a una profundidad $h' \approx h / n$: una pileta de 2 m parece tener 1,5 m.

Errores comunes:
- Medir los ángulos desde la superficie en lugar de hacerlo desde la normal.
- Usar los ángulos en lugar de sus senos: escribir $n_1 \theta_1 = n_2 \theta_2$ está mal.
- Calcular el ángulo límite con el cociente invertido: el seno nunca puede ser mayor que 1.
- Buscar reflexión total cuando la luz pasa del aire al agua o al vidrio.
- Creer que la frecuencia (y con ella el color) cambia al pasar de un medio a otro.`,
    examples: [
      r`Un rayo pasa del aire al agua (n = 1,33) con 30° de incidencia: $\operatorname{sen}\theta_2 = \frac{\operatorname{sen} 30^\circ}{1{,}33} = \frac{0{,}5}{1{,}33} \approx 0{,}376$, así que $\theta_2 \approx 22{,}1^\circ$: se acercó a la normal.`,
      r`Ángulo límite del diamante (n = 2,42) en el aire: $\operatorname{sen}\theta_L = \frac{1}{2{,}42} \approx 0{,}413$, entonces $\theta_L \approx 24{,}4^\circ$. Es tan chico que la luz rebota muchas veces adentro, y por eso el diamante brilla tanto.`,
      r`Luz roja de 650 nm (en el vacío) entra en un vidrio de n = 1,5: adentro su longitud de onda es $650 / 1{,}5 \approx 433$ nm, pero su frecuencia no cambia y sigue siendo luz roja.`,
    ],
  },
  {
    id: 'optica-lentes-y-espejos',
    subtopics: ['optica.lentes-espejos'],
    topic: 'optica',
    title: 'Lentes delgadas, espejos esféricos y dioptrías',
    body: r`Las lentes y los espejos curvos forman imágenes que pueden ser más grandes o más chicas, derechas o invertidas. Con una sola ecuación podés predecir dónde se forman y cómo son.

Lentes y espejos esféricos:
- Lente convergente (más gruesa en el centro, como una lupa): los rayos que llegan paralelos al eje se juntan en el foco. Su distancia focal es positiva.
- Lente divergente (más delgada en el centro): los rayos paralelos se abren como si vinieran del foco. Su distancia focal es negativa.
- Espejo cóncavo: se comporta como un sistema convergente (f > 0). Espejo convexo: como uno divergente (f < 0). En los espejos esféricos, $f = R/2$, donde R es el radio de curvatura.

La ecuación de las lentes y los espejos:
$$\frac{1}{f} = \frac{1}{p} + \frac{1}{q}$$
p es la distancia del objeto y q la de la imagen, medidas desde la lente o el espejo. La convención de signos que usamos es:
- p > 0 para objetos reales.
- q > 0: imagen real (del otro lado de la lente, o delante del espejo); se puede proyectar en una pantalla.
- q < 0: imagen virtual (del mismo lado que el objeto en una lente, o detrás del espejo).
- f > 0 para lentes convergentes y espejos cóncavos; f < 0 para lentes divergentes y espejos convexos.

Aumento:
$$A = \frac{h'}{h} = -\frac{q}{p}$$
Si A < 0 la imagen está invertida; si A > 0, derecha. Si |A| > 1 es más grande que el objeto; si |A| < 1, más chica.

Casos típicos de una lente convergente:
- Objeto más allá de 2f: imagen real, invertida y más chica (cámara de fotos, ojo).
- Objeto entre f y 2f: imagen real, invertida y más grande (proyector).
- Objeto en el foco: no se forma imagen, porque los rayos salen paralelos.
- Objeto entre el foco y la lente: imagen virtual, derecha y más grande (lupa).
Una lente divergente, con un objeto real, siempre da una imagen virtual, derecha y más chica.

Potencia óptica:
La potencia de una lente es $P = 1/f$; con f en metros, P queda en dioptrías (D). Una lente de f = 25 cm tiene P = 1/0,25 = 4 D. Las convergentes tienen potencia positiva y las divergentes, negativa. Para lentes delgadas en contacto, las potencias se suman. Los anteojos para la miopía usan lentes divergentes (potencia negativa) y los de la hipermetropía, convergentes.

Errores comunes:
- Olvidar restar al despejar, $\frac{1}{q} = \frac{1}{f} - \frac{1}{p}$, o no invertir al final.
- Descartar una q negativa como si fuera un error: indica que la imagen es virtual.
- Usar f positiva en una lente divergente o en un espejo convexo.
- Calcular las dioptrías con f en centímetros.
- Olvidar el signo menos en el aumento.`,
    examples: [
      r`Objeto a 20 cm de una lente convergente de f = 12 cm: $\frac{1}{q} = \frac{1}{12} - \frac{1}{20} = \frac{5 - 3}{60} = \frac{2}{60}$, así que q = 30 cm. Aumento: $A = -\frac{30}{20} = -1{,}5$: imagen real, invertida y una vez y media más grande.`,
      r`Lupa: objeto a 4 cm de una lente de f = 6 cm: $\frac{1}{q} = \frac{1}{6} - \frac{1}{4} = -\frac{1}{12}$, q = −12 cm. $A = -\frac{-12}{4} = 3$: imagen virtual, derecha y tres veces más grande.`,
      r`Una lente divergente de f = −20 cm tiene una potencia $P = \frac{1}{-0{,}2\ \text{m}} = -5$ dioptrías.`,
    ],
  },
];
