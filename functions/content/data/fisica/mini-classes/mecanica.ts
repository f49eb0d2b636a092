import type { MiniClass } from '../../../schema.ts';

const r = String.raw;

export const miniClasses: MiniClass[] = [
  {
    id: 'mecanica-unidades-y-vectores',
    topic: 'mecanica',
    titulo: 'Unidades, notación científica y vectores',
    contenido: r`Toda la física se apoya en medir. Una magnitud física es algo que se puede medir y expresar con un número y una unidad: 12 m, 3,5 s, 70 kg. Si falta la unidad, el número no dice nada.

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
Una magnitud escalar queda definida con un número y su unidad (masa, tiempo, energía). Una magnitud vectorial necesita además dirección y sentido (desplazamiento, velocidad, fuerza). Un vector en el plano se describe por sus componentes: si tiene módulo A y forma un ángulo θ con el eje x, entonces $A_x = A \cos\theta$ y $A_y = A \sin\theta$. A la inversa, el módulo es $A = \sqrt{A_x^2 + A_y^2}$ y la dirección sale de $\tan\theta = A_y / A_x$.

Suma de vectores:
Para sumar vectores no sumes los módulos: sumá componente a componente. Si $\vec{R} = \vec{A} + \vec{B}$, entonces $R_x = A_x + B_x$ y $R_y = A_y + B_y$, y recién al final calculás el módulo. Solo cuando los vectores tienen la misma dirección y sentido el módulo de la suma es la suma de los módulos; si son perpendiculares, usás Pitágoras.

Errores comunes:
- Multiplicar por 3,6 cuando hay que dividir, o al revés. Tené en cuenta que el valor en m/s siempre es menor que en km/h.
- Mezclar unidades en una misma cuenta, por ejemplo km con m o minutos con segundos.
- Sumar módulos de vectores que no son paralelos.
- Usar seno donde va coseno: la componente adyacente al ángulo lleva coseno.
- Olvidar que al convertir $\text{cm}^2$ o $\text{cm}^3$ el factor también se eleva al cuadrado o al cubo.`,
    ejemplos: [
      r`Convertí 90 km/h a m/s: $90 \div 3{,}6 = 25$ m/s. Control: en 3600 s el móvil recorre $25 \cdot 3600 = 90.000$ m, que son 90 km. Coincide.`,
      r`Una fuerza de 10 N forma 30° con el eje x. Sus componentes son $F_x = 10 \cdot \cos 30^\circ \approx 8{,}66$ N y $F_y = 10 \cdot \sin 30^\circ = 5$ N.`,
      r`Sumá $\vec{A} = (3;\ 1)$ N y $\vec{B} = (1;\ 2)$ N: $\vec{R} = (3 + 1;\ 1 + 2) = (4;\ 3)$ N, y su módulo es $\sqrt{4^2 + 3^2} = 5$ N. Fijate que no es $|\vec{A}| + |\vec{B}| \approx 3{,}16 + 2{,}24 = 5{,}4$ N.`,
      r`Multiplicá en notación científica: $(3 \cdot 10^{8}) \cdot (2 \cdot 10^{-3}) = 6 \cdot 10^{8 + (-3)} = 6 \cdot 10^{5}$.`,
    ],
  },
  {
    id: 'mecanica-cinematica',
    topic: 'mecanica',
    titulo: 'Cinemática: MRU, MRUV, caída libre y tiro oblicuo',
    contenido: r`La cinemática describe cómo se mueve un cuerpo sin preguntarse por qué. Usás tres magnitudes: la posición x (en m); la velocidad v (en m/s), que indica cuánto cambia la posición por unidad de tiempo; y la aceleración a (en $\text{m/s}^2$), que indica cuánto cambia la velocidad por unidad de tiempo. Antes de resolver cualquier problema elegí un sistema de referencia: un origen y un sentido positivo. Todo lo que apunte en el sentido contrario lleva signo negativo.

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
Un proyectil lanzado con velocidad $v_0$ y ángulo θ sobre la horizontal combina dos movimientos independientes que comparten el tiempo: en x, un MRU con $v_x = v_0 \cos\theta$; en y, un tiro vertical con $v_{0y} = v_0 \sin\theta$. Sobre un terreno horizontal, el tiempo de vuelo es $t_v = 2 v_{0y} / g$ y el alcance es $R = v_x \cdot t_v = v_0^2 \sin(2\theta) / g$, que es máximo para 45°. En el punto más alto la velocidad no es cero: queda la componente horizontal.

Errores comunes:
- Usar km/h en las ecuaciones sin pasar antes a m/s.
- Olvidar el $\frac{1}{2}$ en $\frac{1}{2} a t^2$ o no elevar el tiempo al cuadrado.
- Cambiar el signo de g a mitad del problema: definí el eje una vez y respetalo.
- Creer que en la altura máxima la aceleración es cero.
- En el tiro oblicuo, usar la velocidad inicial completa en cada eje en lugar de sus componentes.`,
    ejemplos: [
      r`Un auto parte del reposo y acelera a $3\ \text{m/s}^2$ durante 4 s. Velocidad final: $v = 0 + 3 \cdot 4 = 12$ m/s. Distancia recorrida: $x = \frac{1}{2} \cdot 3 \cdot 4^2 = 24$ m.`,
      r`Se lanza una pelota hacia arriba a 14,7 m/s (g = 9,8 m/s²). Tiempo de subida: $t = 14{,}7 / 9{,}8 = 1{,}5$ s. Altura máxima: $h = 14{,}7^2 / (2 \cdot 9{,}8) \approx 11{,}03$ m. Vuelve a tus manos a los 3 s.`,
      r`Un auto a 72 km/h (20 m/s) frena con $a = -5\ \text{m/s}^2$ hasta detenerse. Con $v^2 = v_0^2 + 2a\,\Delta x$: $0 = 20^2 - 2 \cdot 5 \cdot \Delta x$, así que $\Delta x = 400 / 10 = 40$ m.`,
      r`Una pelota sale a 10 m/s con 37° sobre la horizontal (tomá $\cos 37^\circ \approx 0{,}8$ y $\sin 37^\circ \approx 0{,}6$). Entonces $v_x = 8$ m/s y $v_{0y} = 6$ m/s; el tiempo de vuelo es $t_v = 2 \cdot 6 / 9{,}8 \approx 1{,}22$ s y el alcance, $R \approx 8 \cdot 1{,}22 \approx 9{,}8$ m.`,
    ],
  },
  {
    id: 'mecanica-dinamica',
    topic: 'mecanica',
    titulo: 'Dinámica: leyes de Newton, rozamiento y plano inclinado',
    contenido: r`La dinámica explica por qué cambia el movimiento: por las fuerzas. Una fuerza es una interacción entre dos cuerpos, es un vector y se mide en newton (N).

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
Inclinás los ejes: x a lo largo del plano e y perpendicular a él. El peso se descompone en una componente paralela $P_x = m g \sin\theta$, que tira del cuerpo plano abajo, y una perpendicular $P_y = m g \cos\theta$, que queda equilibrada por la normal: $N = m g \cos\theta$. Sin rozamiento, un cuerpo que desliza tiene $a = g \sin\theta$, sin importar su masa. Con rozamiento cinético y el cuerpo bajando, $a = g\,(\sin\theta - \mu_c \cos\theta)$. Fijate que en los dos casos la masa se simplifica.

Errores comunes:
- Confundir masa con peso: 5 kg no son 5 N, son 49 N.
- Suponer siempre N = m·g, incluso en planos inclinados, con fuerzas oblicuas o en ascensores que aceleran.
- Creer que acción y reacción se cancelan.
- Olvidar el rozamiento, o dibujarlo a favor del movimiento.
- Intercambiar seno y coseno al descomponer el peso: la componente paralela al plano lleva el seno del ángulo de inclinación.`,
    ejemplos: [
      r`Empujás un carrito de 20 kg con una fuerza horizontal de 60 N y el rozamiento es de 20 N. Fuerza neta: $60 - 20 = 40$ N. Aceleración: $a = 40 / 20 = 2\ \text{m/s}^2$.`,
      r`Un bloque de 4 kg está en un plano inclinado 30° sin rozamiento (g = 9,8 m/s²). $P_x = 4 \cdot 9{,}8 \cdot \sin 30^\circ = 19{,}6$ N; $N = 4 \cdot 9{,}8 \cdot \cos 30^\circ \approx 33{,}95$ N; $a = 19{,}6 / 4 = 4{,}9\ \text{m/s}^2$ plano abajo.`,
      r`Una caja de 10 kg se desliza por el piso con $\mu_c = 0{,}25$. $N = 10 \cdot 9{,}8 = 98$ N y $f_c = 0{,}25 \cdot 98 = 24{,}5$ N. Si nadie la empuja, frena con $a = -24{,}5 / 10 = -2{,}45\ \text{m/s}^2$.`,
    ],
  },
  {
    id: 'mecanica-energia-y-cantidad-de-movimiento',
    topic: 'mecanica',
    titulo: 'Trabajo, energía, potencia y cantidad de movimiento',
    contenido: r`La energía es una de las ideas más potentes de la física, porque muchas veces te deja resolver un problema sin conocer los detalles del movimiento.

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
La energía mecánica es $E_m = E_c + E_p$. Si no hay rozamiento ni otras fuerzas no conservativas que trabajen, se conserva: $E_{c,i} + E_{p,i} = E_{c,f} + E_{p,f}$. Por ejemplo, un cuerpo que parte del reposo y baja una altura h llega con $v = \sqrt{2 g h}$, sin importar su masa ni la forma de la rampa. Si hay rozamiento, la energía mecánica disminuye y la diferencia se transforma en energía térmica: $W_{roz} = \Delta E_m$.

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
    ejemplos: [
      r`Un cuerpo de 2 kg cae desde 20 m partiendo del reposo (g = 9,8 m/s², sin rozamiento). Su energía potencial inicial, $E_p = 2 \cdot 9{,}8 \cdot 20 = 392$ J, se transforma en cinética: $v = \sqrt{2 \cdot 9{,}8 \cdot 20} \approx 19{,}8$ m/s.`,
      r`Un motor sube 50 kg a 12 m de altura en 20 s, a velocidad constante. Trabajo: $W = 50 \cdot 9{,}8 \cdot 12 = 5880$ J. Potencia: $P = 5880 / 20 = 294$ W.`,
      r`Un carrito de 3 kg a 4 m/s choca con otro de 1 kg en reposo y quedan enganchados: $3 \cdot 4 = (3 + 1)\,v$, entonces $v = 3$ m/s. La energía cinética pasa de $\frac{1}{2} \cdot 3 \cdot 4^2 = 24$ J a $\frac{1}{2} \cdot 4 \cdot 3^2 = 18$ J: se pierden 6 J.`,
    ],
  },
];
