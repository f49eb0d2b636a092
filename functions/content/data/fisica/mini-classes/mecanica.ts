import { handDrawn } from '../../../figures/svg.ts';
import type { MiniClass } from '../../../schema.ts';

const r = String.raw;

export const miniClasses: MiniClass[] = [
  {
    id: 'mecanica-unidades-y-vectores',
    subtopics: ['mecanica.unidades-vectores'],
    topic: 'mecanica',
    title: 'Unidades, notación científica y vectores',
    body: r`Toda la física se apoya en medir. Una magnitud física es algo que se puede medir y expresar con un número y una unidad: 12 m, 3,5 s, 70 kg. Si falta la unidad, el número no dice nada.

Unidades del SI:
En el Sistema Internacional (SI) las unidades base que vas a usar en mecánica son el metro (m) para la longitud, el kilogramo (kg) para la masa y el segundo (s) para el tiempo. Las demás se construyen a partir de ellas: la velocidad en m/s, la aceleración en $\text{m/s}^2$, la fuerza en newton ($1\ \text{N} = 1\ \text{kg} \cdot \text{m/s}^2$), la energía en joule ($1\ \text{J} = 1\ \text{N} \cdot \text{m}$) y la potencia en watt ($1\ \text{W} = 1\ \text{J/s}$).

Conversiones de unidades:
Para convertir, multiplicá por un factor que valga 1, es decir, una fracción con la misma cantidad arriba y abajo escrita en unidades distintas. La conversión estrella del ingreso es la de velocidades:
- $1\ \text{km/h} = \frac{1000\ \text{m}}{3600\ \text{s}}$, o sea que para pasar de km/h a m/s dividís por 3,6 y para volver multiplicás por 3,6.
- 1 km = 1000 m; 1 cm = 0,01 m; 1 g = 0,001 kg; 1 h = 3600 s; 1 min = 60 s.
- En áreas y volúmenes el factor también se eleva: $1\ \text{cm}^2 = 10^{-4}\ \text{m}^2$, $1\ \text{cm}^3 = 10^{-6}\ \text{m}^3$ y $1\ \text{L} = 1\ \text{dm}^3 = 10^{-3}\ \text{m}^3$.

Notación científica:
Un número en notación científica se escribe como $a \cdot 10^{n}$, con $1 \le a < 10$ y n entero. Sirve para manejar valores muy grandes o muy chicos: la velocidad de la luz es $3 \cdot 10^{8}$ m/s y la carga del electrón, $1{,}6 \cdot 10^{-19}$ C. Para multiplicar, multiplicás las mantisas y sumás los exponentes; para dividir, dividís las mantisas y restás los exponentes. Los prefijos más usados son kilo (k, $10^{3}$), mega (M, $10^{6}$), mili (m, $10^{-3}$), micro (μ, $10^{-6}$) y nano (n, $10^{-9}$).

Escalares y vectores:
Una magnitud escalar queda definida con un número y su unidad (masa, tiempo, energía). Una magnitud vectorial necesita además dirección y sentido (desplazamiento, velocidad, fuerza). Un vector en el plano se describe por sus componentes: si tiene módulo A y forma un ángulo θ con el eje x, entonces $A_x = A \cos\theta$ y $A_y = A \operatorname{sen}\theta$. A la inversa, el módulo es $A = \sqrt{A_x^2 + A_y^2}$ y la dirección sale de $\operatorname{tg}\theta = A_y / A_x$.

Suma de vectores:
Para sumar vectores no sumes los módulos: sumá componente a componente. Si $\vec{R} = \vec{A} + \vec{B}$, entonces $R_x = A_x + B_x$ y $R_y = A_y + B_y$, y recién al final calculás el módulo. Solo cuando los vectores tienen la misma dirección y sentido el módulo de la suma es la suma de los módulos; si son perpendiculares, usás Pitágoras.

Errores comunes:
- Multiplicar por 3,6 cuando hay que dividir, o al revés. Tené en cuenta que el valor en m/s siempre es menor que en km/h.
- Mezclar unidades en una misma cuenta, por ejemplo km con m o minutos con segundos.
- Sumar módulos de vectores que no son paralelos.
- Usar seno donde va coseno: la componente adyacente al ángulo lleva coseno.
- Olvidar que al convertir $\text{cm}^2$ o $\text{cm}^3$ el factor también se eleva al cuadrado o al cubo.`,
    examples: [
      r`Convertí 90 km/h a m/s: $90 \div 3{,}6 = 25$ m/s. Control: en 3600 s el móvil recorre $25 \cdot 3600 = 90.000$ m, que son 90 km. Coincide.`,
      r`Una fuerza de 10 N forma 30° con el eje x. Sus componentes son $F_x = 10 \cdot \cos 30^\circ \approx 8{,}66$ N y $F_y = 10 \cdot \operatorname{sen} 30^\circ = 5$ N.`,
      r`Sumá $\vec{A} = (3;\ 1)$ N y $\vec{B} = (1;\ 2)$ N: $\vec{R} = (3 + 1;\ 1 + 2) = (4;\ 3)$ N, y su módulo es $\sqrt{4^2 + 3^2} = 5$ N. Fijate que no es $|\vec{A}| + |\vec{B}| \approx 3{,}16 + 2{,}24 = 5{,}4$ N.`,
      r`Multiplicá en notación científica: $(3 \cdot 10^{8}) \cdot (2 \cdot 10^{-3}) = 6 \cdot 10^{8 + (-3)} = 6 \cdot 10^{5}$.`,
    ],
  },
  {
    id: 'mecanica-cinematica',
    subtopics: ['mecanica.cinematica'],
    topic: 'mecanica',
    title: 'Cinemática: MRU, MRUV, caída libre y tiro oblicuo',
    body: r`La cinemática describe cómo se mueve un cuerpo sin preguntarse por qué. Usás tres magnitudes: la posición x (en m); la velocidad v (en m/s), que indica cuánto cambia la posición por unidad de tiempo; y la aceleración a (en $\text{m/s}^2$), que indica cuánto cambia la velocidad por unidad de tiempo. Antes de resolver cualquier problema elegí un sistema de referencia: un origen y un sentido positivo. Todo lo que apunte en el sentido contrario lleva signo negativo.

Velocidad media y rapidez media:
- La velocidad media es el desplazamiento dividido el tiempo que tardó: $v_m = \Delta x / \Delta t$. Puede ser negativa, o cero si el cuerpo vuelve al punto de partida.
- La rapidez media es la distancia total recorrida dividida el tiempo: nunca es negativa, y si el cuerpo va y vuelve es mayor que el valor de la velocidad media.

Aceleración:
La aceleración es cuánto cambia la velocidad por unidad de tiempo. La aceleración media es el cambio de velocidad dividido el tiempo: $a_m = \Delta v / \Delta t$, en $\text{m/s}^2$. Si tiene el mismo signo que la velocidad, el cuerpo va cada vez más rápido; si tiene signo contrario, frena.

Movimiento rectilíneo uniforme (MRU):
La velocidad es constante y la aceleración es cero, así que la posición cambia lo mismo en cada segundo.
- Ecuación horaria: $x = x_0 + v \cdot t$.
- El gráfico x(t) es una recta cuya pendiente es la velocidad; el gráfico v(t) es una recta horizontal.

Movimiento rectilíneo uniformemente variado (MRUV):
La aceleración es constante, así que la velocidad cambia lo mismo en cada segundo. Las ecuaciones que tenés que dominar son:
- $v = v_0 + a \cdot t$
- $x = x_0 + v_0 \cdot t + \frac{1}{2} a t^2$
- $v^2 = v_0^2 + 2a\,\Delta x$, muy útil cuando el problema no menciona el tiempo.
Si el cuerpo frena, la aceleración tiene signo contrario a la velocidad. En el gráfico v(t) la pendiente es la aceleración y el área bajo la curva es el desplazamiento.

Caída libre y tiro vertical:
Son MRUV con la aceleración de la gravedad. Cerca de la superficie terrestre $g = 9{,}8\ \text{m/s}^2$, dirigida hacia abajo. Si tomás el eje y positivo hacia arriba, la aceleración vale $-g$:
- $v = v_0 - g t$ y $y = y_0 + v_0 t - \frac{1}{2} g t^2$.
- En la altura máxima de un tiro vertical la velocidad es cero, pero la aceleración sigue siendo g. De ahí salen $t_{max} = v_0 / g$ y $h_{max} = v_0^2 / (2g)$.
- Sin rozamiento del aire, el tiempo de subida es igual al de bajada y el cuerpo vuelve al punto de partida con la misma rapidez.

Tiro oblicuo:
Un proyectil lanzado con velocidad $v_0$ y ángulo θ sobre la horizontal combina dos movimientos independientes que comparten el tiempo: en x, un MRU con $v_x = v_0 \cos\theta$; en y, un tiro vertical con $v_{0y} = v_0 \operatorname{sen}\theta$. Sobre un terreno horizontal, el tiempo de vuelo es $t_v = 2 v_{0y} / g$ y el alcance es $R = v_x \cdot t_v = v_0^2 \operatorname{sen}(2\theta) / g$, que es máximo para 45°. En el punto más alto la velocidad no es cero: queda la componente horizontal.

Errores comunes:
- Usar km/h en las ecuaciones sin pasar antes a m/s.
- Olvidar el $\frac{1}{2}$ en $\frac{1}{2} a t^2$ o no elevar el tiempo al cuadrado.
- Cambiar el signo de g a mitad del problema: definí el eje una vez y respetalo.
- Creer que en la altura máxima la aceleración es cero.
- En el tiro oblicuo, usar la velocidad inicial completa en cada eje en lugar de sus componentes.`,
    examples: [
      r`Un auto parte del reposo y acelera a $3\ \text{m/s}^2$ durante 4 s. Velocidad final: $v = 0 + 3 \cdot 4 = 12$ m/s. Distancia recorrida: $x = \frac{1}{2} \cdot 3 \cdot 4^2 = 24$ m.`,
      r`Se lanza una pelota hacia arriba a 14,7 m/s (g = 9,8 m/s²). Tiempo de subida: $t = 14{,}7 / 9{,}8 = 1{,}5$ s. Altura máxima: $h = 14{,}7^2 / (2 \cdot 9{,}8) \approx 11{,}03$ m. Vuelve a tus manos a los 3 s.`,
      r`Un auto a 72 km/h (20 m/s) frena con $a = -5\ \text{m/s}^2$ hasta detenerse. Con $v^2 = v_0^2 + 2a\,\Delta x$: $0 = 20^2 - 2 \cdot 5 \cdot \Delta x$, así que $\Delta x = 400 / 10 = 40$ m.`,
      r`Una pelota sale a 10 m/s con 37° sobre la horizontal (tomá $\cos 37^\circ \approx 0{,}8$ y $\operatorname{sen} 37^\circ \approx 0{,}6$). Entonces $v_x = 8$ m/s y $v_{0y} = 6$ m/s; el tiempo de vuelo es $t_v = 2 \cdot 6 / 9{,}8 \approx 1{,}22$ s y el alcance, $R \approx 8 \cdot 1{,}22 \approx 9{,}8$ m.`,
    ],
  },
  {
    id: 'mecanica-dinamica',
    subtopics: ['mecanica.dinamica'],
    topic: 'mecanica',
    title: 'Dinámica: leyes de Newton, rozamiento y plano inclinado',
    body: r`La dinámica explica por qué cambia el movimiento: por las fuerzas. Una fuerza es una interacción entre dos cuerpos, es un vector y se mide en newton (N).

Las tres leyes de Newton:
- Primera ley (inercia): si la fuerza neta sobre un cuerpo es cero, el cuerpo sigue en reposo o en MRU. No hace falta una fuerza para mantener una velocidad constante; hace falta para cambiarla.
- Segunda ley: $\sum \vec{F} = m \cdot \vec{a}$. La aceleración tiene la dirección y el sentido de la fuerza neta y, para la misma fuerza, es menor cuanto mayor es la masa.
- Tercera ley (acción y reacción): si A ejerce una fuerza sobre B, B ejerce sobre A una fuerza de igual módulo y sentido contrario. Esas dos fuerzas actúan sobre cuerpos distintos, por eso nunca se anulan entre sí.

Las fuerzas que más aparecen:
- Peso: $P = m \cdot g$, vertical y hacia abajo. La masa (en kg) es propia del cuerpo; el peso (en N) depende de la gravedad del lugar.
- Normal: la ejerce una superficie y es perpendicular a ella. No siempre es igual al peso: en un plano inclinado vale $m g \cos\theta$ y en un ascensor que acelera cambia.
- Rozamiento: se opone al deslizamiento. El cinético vale $f_c = \mu_c \cdot N$. El estático se ajusta a lo que haga falta hasta un máximo $f_{e,max} = \mu_e \cdot N$; por eso cuesta más arrancar un mueble que mantenerlo en movimiento.
- Tensión: la que transmite una soga o un cable, siempre tirando del cuerpo.

Cómo resolver un problema de dinámica:
- Dibujá el diagrama de cuerpo libre: el cuerpo solo, con todas las fuerzas que actúan sobre él.
- Elegí ejes; conviene que uno apunte en el sentido de la aceleración.
- Escribí la segunda ley en cada eje: $\sum F_x = m a_x$ y $\sum F_y = m a_y$.
- Resolvé y revisá unidades y signos.

Plano inclinado:
Inclinás los ejes: x a lo largo del plano e y perpendicular a él. El peso se descompone en una componente paralela $P_x = m g \operatorname{sen}\theta$, que tira del cuerpo plano abajo, y una perpendicular $P_y = m g \cos\theta$, que queda equilibrada por la normal: $N = m g \cos\theta$. Sin rozamiento, un cuerpo que desliza tiene $a = g \operatorname{sen}\theta$, sin importar su masa. Con rozamiento cinético y el cuerpo bajando, $a = g\,(\operatorname{sen}\theta - \mu_c \cos\theta)$. Fijate que en los dos casos la masa se simplifica.

Errores comunes:
- Confundir masa con peso: 5 kg no son 5 N, son 49 N.
- Suponer siempre N = m·g, incluso en planos inclinados, con fuerzas oblicuas o en ascensores que aceleran.
- Creer que acción y reacción se cancelan.
- Olvidar el rozamiento, o dibujarlo a favor del movimiento.
- Intercambiar seno y coseno al descomponer el peso: la componente paralela al plano lleva el seno del ángulo de inclinación.`,
    examples: [
      r`Empujás un carrito de 20 kg con una fuerza horizontal de 60 N y el rozamiento es de 20 N. Fuerza neta: $60 - 20 = 40$ N. Aceleración: $a = 40 / 20 = 2\ \text{m/s}^2$.`,
      r`Un bloque de 4 kg está en un plano inclinado 30° sin rozamiento (g = 9,8 m/s²). $P_x = 4 \cdot 9{,}8 \cdot \operatorname{sen} 30^\circ = 19{,}6$ N; $N = 4 \cdot 9{,}8 \cdot \cos 30^\circ \approx 33{,}95$ N; $a = 19{,}6 / 4 = 4{,}9\ \text{m/s}^2$ plano abajo.`,
      r`Una caja de 10 kg se desliza por el piso con $\mu_c = 0{,}25$. $N = 10 \cdot 9{,}8 = 98$ N y $f_c = 0{,}25 \cdot 98 = 24{,}5$ N. Si nadie la empuja, frena con $a = -24{,}5 / 10 = -2{,}45\ \text{m/s}^2$.`,
    ],
  },
  {
    id: 'mecanica-energia-y-cantidad-de-movimiento',
    subtopics: ['mecanica.trabajo-energia'],
    topic: 'mecanica',
    title: 'Trabajo, energía, potencia y cantidad de movimiento',
    body: r`La energía es una de las ideas más potentes de la física, porque muchas veces te deja resolver un problema sin conocer los detalles del movimiento.

Trabajo de una fuerza:
Una fuerza constante F que actúa mientras el cuerpo se desplaza una distancia d realiza un trabajo $W = F \cdot d \cdot \cos\alpha$, donde α es el ángulo entre la fuerza y el desplazamiento. Se mide en joule (J).
- Si la fuerza acompaña al movimiento (α = 0°), el trabajo es positivo y máximo.
- Si es perpendicular (α = 90°), no trabaja: la normal sobre un piso horizontal y el peso en un desplazamiento horizontal hacen trabajo nulo.
- Si se opone (α = 180°), el trabajo es negativo, como el del rozamiento.

Energía cinética y potencial:
- Energía cinética: $E_c = \frac{1}{2} m v^2$. Depende del cuadrado de la velocidad: si v se duplica, la energía se cuadruplica.
- Energía potencial gravitatoria: $E_p = m g h$, donde h es la altura respecto de un nivel de referencia que elegís vos.
- Energía potencial elástica de un resorte: $E_{pe} = \frac{1}{2} k x^2$.
El teorema del trabajo y la energía dice que el trabajo de la fuerza neta es igual a la variación de energía cinética: $W_{neto} = \Delta E_c$.

Conservación de la energía mecánica:
La energía mecánica es la suma de la energía cinética y la potencial: $E_m = E_c + E_p$. Si no hay rozamiento ni otras fuerzas no conservativas que trabajen, se conserva: $E_{c,i} + E_{p,i} = E_{c,f} + E_{p,f}$. Por ejemplo, un cuerpo que parte del reposo y baja una altura h llega con $v = \sqrt{2 g h}$, sin importar su masa ni la forma de la rampa. Si hay rozamiento, la energía mecánica disminuye y la diferencia se transforma en energía térmica: $W_{roz} = \Delta E_m$.

Potencia:
La potencia mide qué tan rápido se realiza un trabajo o se transfiere energía: $P = W / t$, en watt (1 W = 1 J/s). Si una fuerza empuja a velocidad constante, también vale $P = F \cdot v$. Un caballo de vapor (CV) equivale aproximadamente a 735 W.

Cantidad de movimiento e impulso:
La cantidad de movimiento es $\vec{p} = m \vec{v}$, en kg·m/s. El impulso de una fuerza es $\vec{F} \cdot \Delta t$ y es igual al cambio de la cantidad de movimiento: $\vec{F}\,\Delta t = \Delta \vec{p}$. En un sistema aislado (sin fuerza externa neta) la cantidad de movimiento total se conserva, y eso vale en todos los choques:
- Choque elástico: además se conserva la energía cinética.
- Choque plástico (los cuerpos quedan unidos): se conserva la cantidad de movimiento, pero se pierde energía cinética.

Errores comunes:
- Olvidar el coseno del ángulo al calcular el trabajo.
- Olvidar el 1/2 o el cuadrado en la energía cinética.
- Aplicar la conservación de la energía mecánica cuando hay rozamiento.
- Confundir potencia (J/s) con energía (J), o kW con kWh.
- Sumar cantidades de movimiento sin tener en cuenta el sentido: p es un vector.`,
    examples: [
      r`Un cuerpo de 2 kg cae desde 20 m partiendo del reposo (g = 9,8 m/s², sin rozamiento). Su energía potencial inicial, $E_p = 2 \cdot 9{,}8 \cdot 20 = 392$ J, se transforma en cinética: $v = \sqrt{2 \cdot 9{,}8 \cdot 20} \approx 19{,}8$ m/s.`,
      r`Un motor sube 50 kg a 12 m de altura en 20 s, a velocidad constante. Trabajo: $W = 50 \cdot 9{,}8 \cdot 12 = 5880$ J. Potencia: $P = 5880 / 20 = 294$ W.`,
      r`Un carrito de 3 kg a 4 m/s choca con otro de 1 kg en reposo y quedan enganchados: $3 \cdot 4 = (3 + 1)\,v$, entonces $v = 3$ m/s. La energía cinética pasa de $\frac{1}{2} \cdot 3 \cdot 4^2 = 24$ J a $\frac{1}{2} \cdot 4 \cdot 3^2 = 18$ J: se pierden 6 J.`,
    ],
  },
  {
    id: 'mecanica-encuentro-y-graficos',
    topic: 'mecanica',
    subtopics: ['mecanica.encuentro-graficos'],
    title: 'Encuentro de dos móviles y lectura de gráficos x(t) y v(t)',
    body: r`Muchos problemas del ingreso tienen dos móviles: dos autos que salen de ciudades distintas, un patrullero que persigue a un auto, una pelota que sube mientras otra cae. La pregunta siempre es la misma: cuándo y dónde se encuentran. Y muchos otros no dan ecuaciones sino un gráfico que hay que saber leer.

Idea clave: encontrarse es estar en el mismo lugar en el mismo instante. Si escribís la posición de cada móvil en función del tiempo, con el mismo origen y el mismo reloj, el encuentro es la solución de $x_1(t) = x_2(t)$.

Cómo plantear un problema de encuentro:
- Elegí un único origen y un único sentido positivo para los dos móviles. Lo más cómodo es poner el origen donde está uno de ellos.
- Elegí un único reloj: t = 0 es un instante concreto, por ejemplo cuando sale el primero. Si el otro sale más tarde, su ecuación lleva $(t - t_{salida})$ y solo vale desde que sale.
- Escribí cada ecuación horaria con su signo: un móvil que va hacia el origen tiene velocidad negativa. Por ejemplo, uno que sale desde 300 km hacia el origen a 70 km/h cumple $x = 300 - 70\,t$.
- Igualá las posiciones, despejá t y reemplazá en cualquiera de las dos ecuaciones para obtener el lugar. Controlá con la otra.

Si los dos van a velocidad constante, hay un atajo: cuando se acercan de frente, la distancia entre ellos disminuye a razón de $v_1 + v_2$; cuando uno persigue al otro, a razón de $v_1 - v_2$. El tiempo de encuentro es la distancia inicial dividida por esa velocidad relativa. Si uno acelera, el atajo no sirve y aparece una ecuación cuadrática: quedate con la raíz positiva que tenga sentido.

Gráfico posición-tiempo x(t):
- La pendiente de la curva es la velocidad. Una recta es un MRU; una recta horizontal, un cuerpo quieto; una parábola, un MRUV.
- El punto donde se cortan las curvas de dos móviles es el encuentro: da el instante (en el eje horizontal) y la posición (en el vertical). En ese punto las velocidades son distintas, porque las pendientes lo son.

Gráfico velocidad-tiempo v(t):
- La pendiente es la aceleración. Una recta horizontal es un MRU; una recta inclinada, un MRUV.
- El área entre la curva y el eje del tiempo es el desplazamiento. Las áreas por debajo del eje cuentan con signo negativo; para la distancia recorrida se suman todas como positivas.
- Si la curva corta el eje del tiempo, el móvil se detiene un instante e invierte el sentido.
- Un gráfico v(t) no dice dónde empezó el móvil: para conocer la posición necesitás además la posición inicial.

Errores comunes:
- Usar un origen distinto para cada móvil, o relojes distintos cuando uno sale más tarde.
- Olvidar el signo negativo de la velocidad del que viene en sentido contrario.
- Sumar velocidades cuando uno persigue al otro (hay que restarlas).
- Igualar velocidades en lugar de posiciones: que dos móviles vayan igual de rápido no significa que estén en el mismo lugar.
- Leer la pendiente de un gráfico x(t) como si fuera la posición, o el área de un v(t) como si fuera la aceleración.`,
    examples: [
      r`Dos autos salen al mismo tiempo de A y de B, separados 300 km, uno hacia el otro a 80 km/h y a 70 km/h. Con origen en A: $x_1 = 80\,t$ y $x_2 = 300 - 70\,t$. Igualando, $150\,t = 300$, así que t = 2 h y se cruzan a $80 \cdot 2 = 160$ km de A. Control: el otro recorrió $70 \cdot 2 = 140$ km, y 160 + 140 = 300.`,
      r`Un patrullero arranca desde el reposo con $a = 2\ \text{m/s}^2$ cuando un auto pasa a su lado a 20 m/s. $x_P = t^2$ y $x_A = 20\,t$; igualando, $t^2 = 20\,t$ y t = 20 s (la raíz t = 0 es la partida). Lo alcanza a 400 m. A los 10 s las velocidades son iguales, pero el patrullero todavía está 100 m atrás.`,
      r`Un gráfico v(t) sube en línea recta de 0 a 10 m/s en 4 s y después se mantiene en 10 m/s durante 6 s. Aceleración del primer tramo: $10 / 4 = 2{,}5\ \text{m/s}^2$. Distancia total: triángulo $\frac{1}{2} \cdot 4 \cdot 10 = 20$ m más rectángulo $6 \cdot 10 = 60$ m, en total 80 m.`,
    ],
    figures: [
      handDrawn(
        {
          title: 'Encuentro de dos móviles en un gráfico posición-tiempo',
          alt: 'Gráfico posición-tiempo con dos rectas: la del móvil 1 sube desde el origen y la del móvil 2 baja desde una posición inicial alta. Se cortan en un punto marcado como encuentro; líneas punteadas llevan ese punto a los ejes para leer el instante y la posición del encuentro.',
        },
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" width="320" height="200"><g fill="none" stroke="currentColor" stroke-width="1.5"><line x1="40" y1="170" x2="300" y2="170"/><line x1="40" y1="170" x2="40" y2="15"/><polyline points="294,166 300,170 294,174"/><polyline points="36,21 40,15 44,21"/><line x1="40" y1="170" x2="260" y2="40"/><line x1="40" y1="40" x2="260" y2="170" stroke-dasharray="6 4"/><line x1="150" y1="105" x2="150" y2="170" stroke-dasharray="2 3"/><line x1="40" y1="105" x2="150" y2="105" stroke-dasharray="2 3"/><circle cx="150" cy="105" r="4"/></g><g fill="currentColor" font-family="sans-serif" font-size="13"><text x="290" y="188">t</text><text x="20" y="20">x</text><text x="232" y="36">móvil 1</text><text x="232" y="158">móvil 2</text><text x="140" y="188">t encuentro</text><text x="0" y="101">x enc.</text><text x="158" y="96">encuentro</text></g></svg>',
      ),
    ],
  },
  {
    id: 'mecanica-tension-y-poleas',
    topic: 'mecanica',
    subtopics: ['mecanica.tension-poleas'],
    title: 'Tensión, poleas y cuerpos vinculados: la máquina de Atwood',
    body: r`Cuando dos o más cuerpos están unidos por sogas o apoyados uno contra otro, se mueven juntos y se empujan o tiran entre sí. El ingreso pregunta casi siempre dos cosas: la aceleración del conjunto y la fuerza que se transmiten (la tensión de la soga o la fuerza de contacto).

Idea clave: la soga ideal. En los problemas la soga es inextensible y de masa despreciable, y la polea es ideal (sin masa ni rozamiento). Eso significa dos cosas:
- Todos los cuerpos unidos por la soga tienen la misma aceleración en módulo (si uno baja 1 m, el otro se mueve 1 m).
- La tensión T es la misma en toda la soga, a los dos lados de la polea. La polea solo cambia la dirección de la fuerza.

La tensión siempre tira del cuerpo, a lo largo de la soga, alejándose de él.

Método paso a paso:
- Dibujá un diagrama de cuerpo libre para cada cuerpo por separado.
- Elegí para cada uno un eje positivo en el sentido en que se va a mover (el del cuerpo más pesado que cuelga, por ejemplo). Así la aceleración es la misma a para todos.
- Escribí la segunda ley de Newton para cada cuerpo.
- Sumá las ecuaciones: las tensiones se cancelan y queda $\sum F_{externas} = (m_1 + m_2)\,a$. Después reemplazá a en cualquiera de las ecuaciones para obtener T.

Máquina de Atwood:
Dos cuerpos de masas $m_1 < m_2$ cuelgan de una soga que pasa por una polea. Para el que baja: $m_2 g - T = m_2 a$. Para el que sube: $T - m_1 g = m_1 a$. Sumando: $a = g\,\dfrac{m_2 - m_1}{m_1 + m_2}$. La tensión queda entre los dos pesos: mayor que el del liviano y menor que el del pesado. Si las masas son iguales, a = 0 y T es igual al peso de cada uno.

Bloque en la mesa y cuerpo que cuelga:
Un bloque $m_1$ sobre una mesa horizontal tira de una soga que pasa por una polea en el borde y sostiene un cuerpo $m_2$. Para el bloque: $T - f = m_1 a$, con $f = \mu m_1 g$ si hay rozamiento. Para el que cuelga: $m_2 g - T = m_2 a$. Sumando: $a = \dfrac{m_2 g - \mu m_1 g}{m_1 + m_2}$. Si $m_2 g$ no supera al rozamiento estático máximo, el sistema no arranca.

Aparejos:
Con una polea móvil la carga cuelga de dos tramos de la misma soga, así que para subirla a velocidad constante alcanza con tirar con la mitad de su peso: $2T = P$. A cambio, tenés que recoger el doble de soga.

Errores comunes:
- Suponer que la tensión es igual al peso del cuerpo que cuelga: eso solo vale si no acelera.
- Dividir la fuerza neta por una sola masa: acelera todo el sistema, así que va la masa total.
- Poner la tensión empujando al cuerpo, o con sentidos distintos en cada tramo de la misma soga.
- Olvidar que en un plano inclinado solo la componente $m g \operatorname{sen}\theta$ del peso tira a lo largo del plano.`,
    examples: [
      r`Máquina de Atwood con 3 kg y 5 kg (g = 10 m/s²). $a = 10 \cdot \dfrac{5 - 3}{5 + 3} = 2{,}5\ \text{m/s}^2$. Tensión: $T = 3 \cdot (10 + 2{,}5) = 37{,}5$ N, que está entre 30 N y 50 N, como tiene que ser.`,
      r`Un bloque de 4 kg sobre una mesa sin rozamiento está unido a un cuerpo de 1 kg que cuelga (g = 10 m/s²). $a = \dfrac{10}{4 + 1} = 2\ \text{m/s}^2$ y $T = 4 \cdot 2 = 8$ N, menos que los 10 N del peso del que cuelga.`,
      r`Dos bloques de 2 kg y 6 kg unidos por una soga se arrastran por un piso sin rozamiento tirando del de 6 kg con 40 N. $a = 40 / 8 = 5\ \text{m/s}^2$ y la soga del medio tira del de 2 kg con $T = 2 \cdot 5 = 10$ N.`,
    ],
    figures: [
      handDrawn(
        {
          title: 'Bloque sobre una mesa unido por una polea a un cuerpo que cuelga',
          alt: 'Un bloque m1 sobre una mesa horizontal está atado a una soga que pasa por una polea en el borde de la mesa; del otro extremo cuelga el cuerpo m2. Sobre m1 la tensión T tira hacia la polea y el rozamiento f apunta en sentido contrario; sobre m2 la tensión T apunta hacia arriba y el peso m2·g hacia abajo.',
        },
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" width="320" height="200"><g fill="none" stroke="currentColor" stroke-width="1.5"><line x1="10" y1="90" x2="230" y2="90"/><line x1="230" y1="90" x2="230" y2="195"/><rect x="60" y="55" width="60" height="35"/><circle cx="240" cy="70" r="14"/><line x1="230" y1="90" x2="240" y2="70"/><line x1="120" y1="72" x2="240" y2="56"/><line x1="254" y1="70" x2="254" y2="130"/><rect x="237" y="130" width="34" height="34"/><line x1="130" y1="72" x2="175" y2="72" stroke-width="2"/><polyline points="168,68 175,72 168,76"/><line x1="254" y1="125" x2="254" y2="95" stroke-width="2"/><polyline points="250,102 254,95 258,102"/><line x1="254" y1="164" x2="254" y2="192" stroke-width="2"/><polyline points="250,185 254,192 258,185"/><line x1="60" y1="72" x2="25" y2="72" stroke-width="2"/><polyline points="32,68 25,72 32,76"/></g><g fill="currentColor" font-family="sans-serif" font-size="13"><text x="80" y="77">m1</text><text x="246" y="152">m2</text><text x="150" y="66">T</text><text x="262" y="110">T</text><text x="262" y="188">m2·g</text><text x="20" y="64">f</text><text x="12" y="110">mesa</text></g></svg>',
      ),
    ],
  },
  {
    id: 'mecanica-estatica-y-momentos',
    topic: 'mecanica',
    subtopics: ['mecanica.estatica'],
    title: 'Estática: equilibrio, momento de una fuerza y palancas',
    body: r`La estática estudia cuerpos que no se mueven: una viga apoyada, un cartel colgado, un subibaja equilibrado. Un cuerpo rígido puede trasladarse y también girar, así que para que quede en equilibrio hacen falta dos condiciones.

Idea clave: las dos condiciones de equilibrio.
- Suma de fuerzas nula: $\sum F_x = 0$ y $\sum F_y = 0$. Así el cuerpo no se traslada aceleradamente.
- Suma de momentos nula respecto de cualquier punto: $\sum M = 0$. Así el cuerpo no empieza a girar.

Momento de una fuerza:
El momento (o torque) mide la capacidad de una fuerza de hacer girar un cuerpo alrededor de un punto O. Vale $M = F \cdot d$, donde d es el brazo: la distancia perpendicular desde O hasta la recta de acción de la fuerza. Si la fuerza forma un ángulo α con la barra y se aplica a una distancia r de O, entonces $M = F \cdot r \cdot \operatorname{sen}\alpha$. Se mide en N·m. Se le da signo según el sentido de giro: por ejemplo, positivo el antihorario y negativo el horario.

Por eso una puerta se abre fácil empujando lejos de las bisagras y cuesta mucho empujando cerca de ellas, y por eso una llave larga afloja tuercas que una corta no puede.

Centro de gravedad:
El peso de un cuerpo se puede considerar aplicado en un solo punto, el centro de gravedad. En una barra o tabla homogénea está en el centro. No hace falta que esté dentro del material: en un anillo está en el hueco.

Palancas:
Una palanca es una barra que gira alrededor de un punto de apoyo. En equilibrio, $P \cdot b_P = R \cdot b_R$: fuerza aplicada por su brazo igual a la carga por el suyo. Según qué quede en el medio:
- Primer género: el apoyo en el medio (subibaja, tijera, pinza de cortar).
- Segundo género: la carga en el medio (carretilla, cascanueces). Siempre ahorran fuerza.
- Tercer género: la fuerza en el medio (pinza de cocina, caña de pescar, el antebrazo). Nunca ahorran fuerza, pero ganan recorrido.

Cómo resolver un problema de estática:
- Dibujá el cuerpo con todas las fuerzas: pesos (en el centro de gravedad), reacciones de los apoyos, tensiones.
- Elegí el punto para tomar momentos donde haya una fuerza desconocida: su momento es cero y desaparece de la ecuación.
- Planteá $\sum M = 0$ y despejá. Después usá $\sum F = 0$ para las demás incógnitas.

Errores comunes:
- Usar como brazo la distancia a lo largo de la barra cuando la fuerza es oblicua: hay que multiplicar por el seno del ángulo.
- Olvidar el peso de la barra, o ponerlo en un extremo en lugar del centro.
- Medir los brazos desde el extremo y no desde el punto respecto del que se toman momentos.
- Creer que basta con que las fuerzas se anulen: dos fuerzas iguales y opuestas que no están sobre la misma recta hacen girar.`,
    examples: [
      r`En un subibaja, una nena de 30 kg se sienta a 2 m del apoyo. Para equilibrarla, su papá de 75 kg se sienta a d del otro lado: $30 \cdot 2 = 75 \cdot d$, así que d = 0,8 m. El más pesado va más cerca del apoyo.`,
      r`Una tabla de 4 m y 200 N apoyada en sus extremos A y B sostiene a una persona de 600 N parada a 1 m de A. Momentos respecto de A: $R_B \cdot 4 = 200 \cdot 2 + 600 \cdot 1$, así que $R_B = 250$ N; con la suma de fuerzas, $R_A = 800 - 250 = 550$ N.`,
      r`Una fuerza de 50 N se aplica al extremo de una barra de 2 m formando 30° con ella. Su momento respecto de la articulación es $50 \cdot 2 \cdot \operatorname{sen} 30^\circ = 50$ N·m, la mitad de lo que haría aplicada en forma perpendicular.`,
    ],
    figures: [
      handDrawn(
        {
          title: 'Barra en equilibrio sobre un punto de apoyo',
          alt: 'Una barra horizontal apoyada sobre un punto de apoyo triangular ubicado más cerca del extremo derecho. En el extremo izquierdo cuelga el peso P1 y en el derecho el peso P2. Flechas punteadas marcan el brazo d1, desde P1 hasta el apoyo, y el brazo d2, desde el apoyo hasta P2. Debajo se lee la condición de equilibrio P1 · d1 = P2 · d2.',
        },
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 170" width="320" height="170"><g fill="none" stroke="currentColor" stroke-width="1.5"><line x1="20" y1="80" x2="300" y2="80" stroke-width="3"/><polyline points="200,82 186,112 214,112 200,82"/><line x1="175" y1="112" x2="225" y2="112"/><line x1="30" y1="84" x2="30" y2="130" stroke-width="2"/><polyline points="26,123 30,130 34,123"/><line x1="290" y1="84" x2="290" y2="120" stroke-width="2"/><polyline points="286,113 290,120 294,113"/><line x1="30" y1="50" x2="200" y2="50" stroke-dasharray="4 3"/><polyline points="36,46 30,50 36,54"/><polyline points="194,46 200,50 194,54"/><line x1="200" y1="50" x2="290" y2="50" stroke-dasharray="4 3"/><polyline points="206,46 200,50 206,54"/><polyline points="284,46 290,50 284,54"/></g><g fill="currentColor" font-family="sans-serif" font-size="13"><text x="38" y="128">P1</text><text x="262" y="118">P2</text><text x="100" y="44">brazo d1</text><text x="222" y="44">brazo d2</text><text x="208" y="128">apoyo</text><text x="60" y="160">equilibrio: P1 · d1 = P2 · d2</text></g></svg>',
      ),
    ],
  },
  {
    id: 'mecanica-hidrostatica',
    topic: 'mecanica',
    subtopics: ['mecanica.hidrostatica'],
    title: 'Hidrostática: presión, principio de Pascal y principio de Arquímedes',
    body: r`La hidrostática estudia los fluidos en reposo: el agua de una pileta, el aceite de un gato hidráulico, el aire que nos rodea. Tres ideas alcanzan para casi todos los problemas del ingreso: la presión, el principio de Pascal y el principio de Arquímedes.

Presión:
La presión es fuerza por unidad de área: $p = F / A$. En el SI se mide en pascal, $1\ \text{Pa} = 1\ \text{N/m}^2$. Una misma fuerza hace más presión cuanto menor es el área: por eso un cuchillo afilado corta y unos esquíes no se hunden en la nieve. La presión atmosférica normal es de unos 101.300 Pa, es decir, 1 atm.

Idea clave: presión hidrostática. Dentro de un líquido en reposo, la presión aumenta con la profundidad h:
$$p = p_{atm} + \rho\,g\,h$$
donde ρ es la densidad del líquido (agua: 1000 kg/m³). El término $\rho g h$ es la presión manométrica, la que agrega el líquido. En agua, cada 10 m de profundidad suman aproximadamente 1 atm. La presión depende solo de la profundidad, no de la forma del recipiente: todos los puntos a la misma profundidad de un mismo líquido en reposo tienen la misma presión. Eso explica los vasos comunicantes y el tubo en U: con dos líquidos que no se mezclan, $\rho_1 h_1 = \rho_2 h_2$ medidas desde la superficie de separación.

Principio de Pascal:
Un aumento de presión aplicado a un líquido encerrado se transmite íntegro a todos sus puntos. En una prensa hidráulica, la presión es la misma en los dos émbolos: $\dfrac{F_1}{A_1} = \dfrac{F_2}{A_2}$. Con un émbolo chico y uno grande se multiplica la fuerza en la proporción de las áreas. Si te dan diámetros, acordate de que el área va con el cuadrado: con el doble de diámetro, el área es cuatro veces mayor. La prensa no multiplica la energía: el émbolo grande se mueve mucho menos que el chico.

Principio de Arquímedes:
Todo cuerpo sumergido en un fluido recibe un empuje vertical hacia arriba igual al peso del fluido que desaloja: $E = \rho_{fluido}\,g\,V_{sumergido}$. Consecuencias:
- Un cuerpo colgado de un dinamómetro y sumergido "pesa" menos: el peso aparente es $P - E$.
- Si la densidad del cuerpo es mayor que la del líquido, se hunde; si es menor, flota.
- Un cuerpo que flota está en equilibrio con $E = P$, y la fracción sumergida es $\rho_{cuerpo} / \rho_{liquido}$: la madera de 600 kg/m³ flota con el 60 % bajo el agua.

Errores comunes:
- Sumar la presión atmosférica cuando piden la presión del líquido (o no sumarla cuando piden la total).
- Usar la profundidad en centímetros, o el volumen en litros, dentro de fórmulas en SI.
- Usar el cociente de diámetros en la prensa hidráulica sin elevarlo al cuadrado.
- Calcular el empuje con la densidad del cuerpo en lugar de la del líquido.
- Creer que el empuje depende de la profundidad: un cuerpo totalmente sumergido recibe el mismo empuje a 1 m que a 10 m.`,
    examples: [
      r`A 5 m de profundidad en agua (g = 10 m/s²), la presión que agrega el agua es $1000 \cdot 10 \cdot 5 = 50.000$ Pa, y la presión total es $101.300 + 50.000 = 151.300$ Pa, alrededor de 1,5 atm.`,
      r`Una prensa hidráulica tiene émbolos de 5 cm² y 500 cm². Para sostener un auto de 12.000 N en el grande hay que hacer en el chico $F_1 = 12.000 \cdot \dfrac{5}{500} = 120$ N.`,
      r`Un bloque de aluminio de 2,7 kg ($\rho = 2700$ kg/m³) tiene un volumen de $0{,}001$ m³. Sumergido en agua recibe un empuje de $1000 \cdot 10 \cdot 0{,}001 = 10$ N, así que un dinamómetro marca $27 - 10 = 17$ N.`,
    ],
    figures: [
      handDrawn(
        {
          title: 'Cuerpo sumergido en un líquido y su empuje',
          alt: 'Un recipiente con líquido de densidad ρ y un bloque totalmente sumergido. Sobre el bloque, una flecha hacia arriba representa el empuje E = ρ·g·V y una flecha hacia abajo el peso P = m·g. Una cota vertical marca la profundidad h desde la superficie libre.',
        },
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" width="320" height="200"><g fill="none" stroke="currentColor" stroke-width="1.5"><polyline points="40,20 40,185 280,185 280,20"/><line x1="40" y1="45" x2="280" y2="45" stroke-dasharray="6 4"/><rect x="130" y="95" width="60" height="45"/><line x1="160" y1="95" x2="160" y2="55" stroke-width="2"/><polyline points="156,62 160,55 164,62"/><line x1="160" y1="140" x2="160" y2="178" stroke-width="2"/><polyline points="156,171 160,178 164,171"/><line x1="240" y1="45" x2="240" y2="140" stroke-dasharray="2 3"/><polyline points="236,52 240,45 244,52"/><polyline points="236,133 240,140 244,133"/></g><g fill="currentColor" font-family="sans-serif" font-size="13"><text x="168" y="68">E = ρ·g·V</text><text x="168" y="176">P = m·g</text><text x="246" y="96">h</text><text x="46" y="38">superficie libre</text><text x="46" y="120">líquido de</text><text x="46" y="134">densidad ρ</text></g></svg>',
      ),
    ],
  },
];
