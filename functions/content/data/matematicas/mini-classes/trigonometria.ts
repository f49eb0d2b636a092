import type { MiniClass } from '../../../schema.ts';

export const miniClasses: MiniClass[] = [
  {
    id: 'trigonometria-angulos-razones',
    topic: 'trigonometria',
    title: 'Radianes, razones trigonométricas y ángulos notables',
    subtopics: ['trigonometria.angulos-radianes', 'trigonometria.triangulo-rectangulo'],
    body: String.raw`La trigonometría relaciona los ángulos de un triángulo con las medidas de sus lados. Antes de usarla, necesitás manejar las dos formas de medir ángulos.

Sistema sexagesimal y radianes: una vuelta completa son $360^\circ$ o $2\pi$ radianes, así que $180^\circ = \pi$. Para convertir:
- De grados a radianes, multiplicás por $\frac{\pi}{180^\circ}$: $60^\circ = \frac{60\pi}{180} = \frac{\pi}{3}$.
- De radianes a grados, multiplicás por $\frac{180^\circ}{\pi}$: $\frac{3\pi}{4} = \frac{3 \cdot 180^\circ}{4} = 135^\circ$.
Un radián es el ángulo que abarca un arco de la misma longitud que el radio; equivale a unos $57{,}3^\circ$.

Razones trigonométricas en un triángulo rectángulo: para un ángulo agudo $\alpha$, llamamos cateto opuesto al que está enfrente, cateto adyacente al que forma el ángulo junto con la hipotenusa, e hipotenusa al lado opuesto al ángulo recto.
- $\operatorname{sen} \alpha = \frac{\text{opuesto}}{\text{hipotenusa}}$
- $\cos \alpha = \frac{\text{adyacente}}{\text{hipotenusa}}$
- $\operatorname{tg} \alpha = \frac{\text{opuesto}}{\text{adyacente}} = \frac{\operatorname{sen} \alpha}{\cos \alpha}$
Como la hipotenusa es el lado más largo, en un triángulo rectángulo el seno y el coseno de un ángulo agudo están entre 0 y 1.

Ángulos notables: conviene saber de memoria esta tabla.
- $30^\circ = \frac{\pi}{6}$: $\operatorname{sen} = \frac{1}{2}$, $\cos = \frac{\sqrt{3}}{2}$, $\operatorname{tg} = \frac{\sqrt{3}}{3}$.
- $45^\circ = \frac{\pi}{4}$: $\operatorname{sen} = \cos = \frac{\sqrt{2}}{2}$, $\operatorname{tg} = 1$.
- $60^\circ = \frac{\pi}{3}$: $\operatorname{sen} = \frac{\sqrt{3}}{2}$, $\cos = \frac{1}{2}$, $\operatorname{tg} = \sqrt{3}$.
- $0^\circ$: seno 0 y coseno 1. $90^\circ$: seno 1 y coseno 0.
Fijate que el seno de un ángulo es el coseno de su complemento: $\operatorname{sen} 30^\circ = \cos 60^\circ$.

Resolver un triángulo rectángulo: con un lado y un ángulo agudo, o con dos lados, podés calcular todo lo demás.
- Elegí la razón que vincula el dato con la incógnita. Si conocés la hipotenusa y querés el cateto opuesto, usás el seno.
- Despejá. Si la incógnita queda en el denominador, pasala multiplicando: $\cos 40^\circ = \frac{8}{h}$ da $h = \frac{8}{\cos 40^\circ} \approx 10{,}44$.
- Para hallar un ángulo usás la función inversa: si $\operatorname{tg} \alpha = 0{,}75$, entonces $\alpha = \operatorname{arctg} 0{,}75 \approx 36{,}87^\circ$.

Ángulos de elevación y de depresión: se miden desde la horizontal hacia arriba (elevación) o hacia abajo (depresión). Si desde 30 m de la base de una torre ves la punta con $50^\circ$ de elevación, la altura es $30 \cdot \operatorname{tg} 50^\circ \approx 35{,}75$ m.

Idea clave: antes de usar la calculadora, fijate que esté en el modo correcto (DEG para grados, RAD para radianes). Es la causa de error más frecuente en este tema.

Errores comunes:
- Confundir el cateto opuesto con el adyacente: dependen del ángulo que estás mirando.
- Usar la calculadora en radianes con datos en grados.
- Escribir $\operatorname{sen} \alpha = \frac{\text{hipotenusa}}{\text{opuesto}}$ (invertido).
- Convertir grados a radianes multiplicando por $\frac{180}{\pi}$ en lugar de $\frac{\pi}{180}$.
- Aplicar razones trigonométricas directas a un triángulo que no es rectángulo (para eso están los teoremas del seno y del coseno).`,
    examples: [
      String.raw`Pasá $225^\circ$ a radianes: $225 \cdot \frac{\pi}{180} = \frac{225\pi}{180} = \frac{5\pi}{4}$.`,
      String.raw`Una escalera de 6 m forma un ángulo de $70^\circ$ con el piso. ¿A qué altura apoya? La altura es el cateto opuesto y la escalera la hipotenusa: $h = 6 \cdot \operatorname{sen} 70^\circ \approx 6 \cdot 0{,}9397 \approx 5{,}64$ m.`,
      String.raw`En un triángulo rectángulo los catetos miden 5 y 12. La hipotenusa es 13, así que para el ángulo opuesto al cateto 5: $\operatorname{sen} \alpha = \frac{5}{13}$, $\cos \alpha = \frac{12}{13}$, $\operatorname{tg} \alpha = \frac{5}{12}$.`,
    ],
  },
  {
    id: 'trigonometria-identidades-ecuaciones',
    topic: 'trigonometria',
    title: 'Circunferencia trigonométrica, identidades y ecuaciones',
    subtopics: [
      'trigonometria.circunferencia-trigonometrica',
      'trigonometria.identidades',
      'trigonometria.ecuaciones',
    ],
    body: String.raw`Para ángulos que no son agudos, las razones trigonométricas se definen en la circunferencia trigonométrica: un círculo de radio 1 centrado en el origen. Si recorrés un ángulo $x$ desde el semieje positivo de las abscisas (en sentido antihorario), llegás a un punto $P = (\cos x;\ \operatorname{sen} x)$. El coseno es la coordenada horizontal y el seno, la vertical.

Signos por cuadrante:
- Primer cuadrante ($0$ a $\frac{\pi}{2}$): seno y coseno positivos.
- Segundo cuadrante ($\frac{\pi}{2}$ a $\pi$): seno positivo, coseno negativo.
- Tercer cuadrante ($\pi$ a $\frac{3\pi}{2}$): seno y coseno negativos (tangente positiva).
- Cuarto cuadrante ($\frac{3\pi}{2}$ a $2\pi$): seno negativo, coseno positivo.

Reducción al primer cuadrante: el valor absoluto se obtiene con el ángulo de referencia y el signo sale del cuadrante.
- $\operatorname{sen}(\pi - x) = \operatorname{sen} x$ y $\cos(\pi - x) = -\cos x$.
- $\operatorname{sen}(\pi + x) = -\operatorname{sen} x$ y $\cos(\pi + x) = -\cos x$.
- $\operatorname{sen}(2\pi - x) = -\operatorname{sen} x$ y $\cos(2\pi - x) = \cos x$.
Por ejemplo, $\cos 240^\circ = -\cos 60^\circ = -\frac{1}{2}$.

Identidad pitagórica: como el punto $P$ está a distancia 1 del origen,
$$\operatorname{sen}^2 x + \cos^2 x = 1$$
para todo $x$. Dividiéndola por $\cos^2 x$ se obtiene $1 + \operatorname{tg}^2 x = \frac{1}{\cos^2 x}$. Otra identidad útil es $\operatorname{tg} x = \frac{\operatorname{sen} x}{\cos x}$, definida cuando $\cos x \neq 0$.
Con estas igualdades podés calcular todas las razones conociendo una sola y el cuadrante: si $\cos x = -\frac{3}{5}$ y $x$ está en el tercer cuadrante, $\operatorname{sen} x = -\sqrt{1 - \frac{9}{25}} = -\frac{4}{5}$.

Para verificar una identidad, trabajá un solo miembro hasta llegar al otro, usando las relaciones anteriores. No pases términos de un lado al otro como si fuera una ecuación.

Ecuaciones trigonométricas en $[0; 2\pi)$:
- Despejá la razón trigonométrica: $2 \operatorname{sen} x - \sqrt{3} = 0$ da $\operatorname{sen} x = \frac{\sqrt{3}}{2}$.
- Buscá el ángulo de referencia en la tabla de notables: $\frac{\pi}{3}$.
- Ubicá todos los cuadrantes donde la razón tiene ese signo. El seno es positivo en el primero y en el segundo, así que $x = \frac{\pi}{3}$ y $x = \pi - \frac{\pi}{3} = \frac{2\pi}{3}$.
- Si la ecuación es cuadrática en $\operatorname{sen} x$ o $\cos x$, sustituí ($t = \cos x$), resolvé y descartá los valores fuera de $[-1; 1]$.

Idea clave: una ecuación como $\operatorname{sen} x = k$ con $-1 < k < 1$ tiene dos soluciones en $[0; 2\pi)$; con $k = \pm 1$ tiene una sola, y con $|k| > 1$ no tiene ninguna.

Errores comunes:
- Dar una sola solución cuando hay dos en el intervalo.
- Poner el signo del primer cuadrante en todos los cuadrantes.
- Dividir por $\operatorname{sen} x$ y perder las soluciones donde vale cero; conviene sacar factor común.
- Creer que $\operatorname{sen}(2x) = 2 \operatorname{sen} x$ o que $\operatorname{sen}(a + b) = \operatorname{sen} a + \operatorname{sen} b$.
- Olvidar que $\operatorname{sen}^2 x$ significa $(\operatorname{sen} x)^2$.`,
    examples: [
      String.raw`Resolvé $2\cos x + 1 = 0$ en $[0; 2\pi)$. $\cos x = -\frac{1}{2}$; el ángulo de referencia es $\frac{\pi}{3}$ y el coseno es negativo en el segundo y el tercer cuadrante: $x = \pi - \frac{\pi}{3} = \frac{2\pi}{3}$ y $x = \pi + \frac{\pi}{3} = \frac{4\pi}{3}$.`,
      String.raw`Si $\operatorname{sen} \alpha = \frac{5}{13}$ con $\alpha$ en el segundo cuadrante, $\cos \alpha = -\sqrt{1 - \frac{25}{169}} = -\frac{12}{13}$ y $\operatorname{tg} \alpha = -\frac{5}{12}$.`,
      String.raw`Resolvé $\operatorname{sen}^2 x = \operatorname{sen} x$ en $[0; 2\pi)$. Factor común: $\operatorname{sen} x (\operatorname{sen} x - 1) = 0$. Si $\operatorname{sen} x = 0$: $x = 0$ o $x = \pi$. Si $\operatorname{sen} x = 1$: $x = \frac{\pi}{2}$. Tres soluciones.`,
    ],
  },
  {
    id: 'trigonometria-teoremas-seno-coseno',
    topic: 'trigonometria',
    title: 'Teorema del seno y teorema del coseno',
    subtopics: ['trigonometria.teoremas-seno-coseno'],
    body: String.raw`Las razones seno, coseno y tangente como cocientes de lados solo valen en triángulos rectángulos. Para cualquier triángulo tenés dos teoremas. Usamos la notación habitual: los vértices son $A$, $B$ y $C$, y cada lado se nombra con la minúscula del vértice opuesto ($a$ es el lado opuesto a $A$).

Teorema del seno:
$$\frac{a}{\operatorname{sen} A} = \frac{b}{\operatorname{sen} B} = \frac{c}{\operatorname{sen} C}$$
En palabras: cada lado es proporcional al seno del ángulo opuesto. Se usa cuando conocés un lado y su ángulo opuesto, más otro dato.
- Dos ángulos y un lado: el tercer ángulo sale de la suma de $180^\circ$ y los lados de la proporción.
- Dos lados y el ángulo opuesto a uno de ellos: sale el seno del otro ángulo. Ojo, puede haber dos triángulos posibles, porque $\operatorname{sen} \theta = \operatorname{sen}(180^\circ - \theta)$; controlá que los ángulos sumen menos de $180^\circ$.

Teorema del coseno:
$$a^2 = b^2 + c^2 - 2bc \cos A$$
y lo mismo para los otros lados, rotando las letras. Se usa en dos situaciones.
- Conocés dos lados y el ángulo comprendido entre ellos: calculás el tercer lado.
- Conocés los tres lados: despejás el coseno de un ángulo, $\cos A = \frac{b^2 + c^2 - a^2}{2bc}$.
Si $A = 90^\circ$, $\cos A = 0$ y el teorema se reduce a Pitágoras. Si $\cos A < 0$, el ángulo $A$ es obtuso.

Cómo elegir:
- ¿Tenés un par completo lado-ángulo opuesto? Teorema del seno.
- ¿Tenés los tres lados, o dos lados y el ángulo entre ellos? Teorema del coseno.

Ejemplo con el seno: en un triángulo, $A = 40^\circ$, $B = 75^\circ$ y $a = 12$ cm. Entonces $C = 65^\circ$ y $b = \frac{12 \cdot \operatorname{sen} 75^\circ}{\operatorname{sen} 40^\circ} \approx \frac{12 \cdot 0{,}9659}{0{,}6428} \approx 18{,}03$ cm.

Ejemplo con el coseno: dos lados de 5 cm y 8 cm forman un ángulo de $60^\circ$. El tercer lado cumple $a^2 = 25 + 64 - 2 \cdot 5 \cdot 8 \cdot \frac{1}{2} = 49$, así que $a = 7$ cm.

Área de un triángulo con dos lados y el ángulo comprendido: $S = \frac{1}{2} bc \operatorname{sen} A$. Con el ejemplo anterior, $S = \frac{1}{2} \cdot 5 \cdot 8 \cdot \frac{\sqrt{3}}{2} = 10\sqrt{3} \approx 17{,}32$ cm².

Aplicaciones: distancias a puntos inaccesibles (un barco visto desde dos puertos, el ancho de un río), fuerzas que forman un ángulo, terrenos de forma triangular. Siempre hacé el dibujo y marcá qué lado se opone a cada ángulo.

Idea clave: el lado más largo está enfrente del ángulo más grande. Si tu resultado contradice eso, revisá las cuentas.

Errores comunes:
- Usar el ángulo que no está comprendido entre los dos lados en el teorema del coseno.
- Olvidar el factor 2 o el signo menos: $a^2 = b^2 + c^2 - 2bc \cos A$.
- Sacar $\cos A$ como factor común en lugar de multiplicar solo el último término.
- Olvidar la raíz cuadrada al final.
- Emparejar un lado con un ángulo que no es su opuesto en el teorema del seno.
- Tener la calculadora en radianes.`,
    examples: [
      String.raw`Los lados de un triángulo miden 7, 8 y 13. El ángulo mayor está enfrente del 13: $\cos C = \frac{49 + 64 - 169}{2 \cdot 7 \cdot 8} = \frac{-56}{112} = -\frac{1}{2}$, así que $C = 120^\circ$.`,
      String.raw`Dos puertos están a 20 km. Desde cada uno se ve un barco con ángulos de $50^\circ$ y $60^\circ$ respecto de la línea que los une. El ángulo en el barco es $70^\circ$, y la distancia al primer puerto es $\frac{20 \cdot \operatorname{sen} 60^\circ}{\operatorname{sen} 70^\circ} \approx 18{,}43$ km.`,
      String.raw`En un triángulo, $b = 10$, $c = 6$ y $A = 120^\circ$. Entonces $a^2 = 100 + 36 - 2 \cdot 10 \cdot 6 \cdot \left(-\frac{1}{2}\right) = 196$ y $a = 14$.`,
    ],
  },
];
