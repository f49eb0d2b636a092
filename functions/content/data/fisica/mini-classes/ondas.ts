import type { MiniClass } from '../../../schema.ts';

const r = String.raw;

export const miniClasses: MiniClass[] = [
  {
    id: 'ondas-magnitudes-y-velocidad',
    subtopics: ['ondas.magnitudes-velocidad'],
    topic: 'ondas',
    title: 'Ondas: qué son y cómo se describen',
    body: r`Una onda es una perturbación que se propaga y transporta energía de un lugar a otro sin transportar materia. Cuando tirás una piedra al agua, un corcho que flota cerca sube y baja, pero no viaja con la onda: lo que avanza es la perturbación.

Tipos de ondas:
- Mecánicas: necesitan un medio material para propagarse, como el sonido, las olas o una onda en una cuerda. No viajan en el vacío.
- Electromagnéticas: no necesitan medio, como la luz, las ondas de radio o los rayos X. En el vacío viajan a $3 \cdot 10^{8}$ m/s.
- Transversales: las partículas del medio oscilan perpendicularmente a la dirección de propagación, como en una cuerda de guitarra. Las ondas electromagnéticas también son transversales.
- Longitudinales: las partículas oscilan en la misma dirección en que avanza la onda, con zonas de compresión y de rarefacción, como el sonido en el aire o un resorte que se comprime y se estira.

Magnitudes de una onda:
- Amplitud (A): el máximo apartamiento respecto de la posición de equilibrio. Está relacionada con la energía que transporta la onda.
- Longitud de onda (λ): la distancia entre dos puntos consecutivos en el mismo estado de oscilación, por ejemplo entre dos crestas o entre dos valles. De una cresta al valle siguiente hay media longitud de onda.
- Período (T): el tiempo que tarda una oscilación completa, en segundos.
- Frecuencia (f): la cantidad de oscilaciones por segundo, en hertz (1 Hz = 1/s). Es la inversa del período: $f = 1/T$.

La ecuación fundamental:
En un período la onda avanza exactamente una longitud de onda, así que su velocidad de propagación es
$$v = \frac{\lambda}{T} = \lambda \cdot f$$
Dos ideas clave para no equivocarte:
- La velocidad depende del medio (de su elasticidad y su densidad, o de la tensión de la cuerda), no de la fuente.
- La frecuencia la impone la fuente que genera la onda.
Entonces, en un mismo medio, si aumentás la frecuencia la longitud de onda disminuye, porque el producto λ·f tiene que seguir dando la misma velocidad.

Reflexión y refracción de ondas:
Cuando una onda llega al límite entre dos medios, una parte se refleja (vuelve al medio original formando con la normal el mismo ángulo con que llegó) y otra parte se transmite al segundo medio, donde cambia su velocidad. Ese cambio de velocidad puede desviar la dirección de propagación: es la refracción. Al pasar de un medio a otro la frecuencia no cambia; cambian la velocidad y, con ella, la longitud de onda.

Errores comunes:
- Creer que la onda transporta materia.
- Medir la longitud de onda de una cresta a un valle: eso es media λ.
- Pensar que, en el mismo medio, al aumentar la frecuencia aumenta la velocidad.
- Confundir período con frecuencia, o usar kHz y cm sin pasarlos a Hz y m.
- Suponer que la frecuencia cambia al pasar a otro medio.`,
    examples: [
      r`Una onda en una cuerda tiene λ = 0,5 m y f = 40 Hz: $v = 0{,}5 \cdot 40 = 20$ m/s, y su período es $T = 1/40 = 0{,}025$ s.`,
      r`Una emisora de FM transmite a 100 MHz ($10^{8}$ Hz). Como es una onda electromagnética, $\lambda = c/f = 3 \cdot 10^{8} / 10^{8} = 3$ m.`,
      r`Un sonido de 680 Hz en el aire (340 m/s) tiene $\lambda = 340/680 = 0{,}5$ m. Al pasar al agua (1480 m/s) mantiene los 680 Hz, pero su longitud de onda pasa a $1480/680 \approx 2{,}18$ m.`,
    ],
  },
  {
    id: 'ondas-sonido-y-doppler',
    subtopics: ['ondas.sonido'],
    topic: 'ondas',
    title: 'El sonido: velocidad, intensidad, decibeles y efecto Doppler',
    body: r`El sonido es una onda mecánica longitudinal: una sucesión de compresiones y rarefacciones del medio que llegan al oído y hacen vibrar el tímpano.

Velocidad del sonido:
Depende del medio y de su temperatura. En el aire a unos 20 °C vale aproximadamente 340 m/s (343 m/s si querés más precisión); en el agua, alrededor de 1480 m/s; en el acero, más de 5000 m/s. En general es mayor en los sólidos que en los líquidos, y en los líquidos que en los gases. En el vacío no se propaga.

Frecuencias audibles:
El oído humano percibe frecuencias entre unos 20 Hz y 20.000 Hz. Por debajo están los infrasonidos; por encima, los ultrasonidos, que usan los murciélagos y las ecografías. La frecuencia determina la altura del sonido: frecuencia alta es un sonido agudo; frecuencia baja, uno grave.

Eco:
El eco es la reflexión del sonido en un obstáculo. Si escuchás el eco un tiempo t después de emitir el sonido, el sonido fue y volvió, así que recorrió el doble de la distancia al obstáculo: $2d = v \cdot t$, entonces $d = v t / 2$. Así funcionan el sonar y las ecografías.

Intensidad y nivel sonoro:
La intensidad I es la potencia que atraviesa cada metro cuadrado, en W/m². Para una fuente puntual que emite en todas direcciones, $I = \frac{P}{4\pi r^2}$: si te alejás al doble de distancia, la intensidad baja a la cuarta parte. Como el oído percibe un rango enorme de intensidades, se usa una escala logarítmica, el nivel de intensidad sonora en decibeles:
$$\beta = 10 \cdot \log\left(\frac{I}{I_0}\right) \qquad I_0 = 10^{-12}\ \text{W/m}^2$$
$I_0$ es el umbral de audición (0 dB). Cada 10 dB más, la intensidad se multiplica por 10; cada 3 dB, aproximadamente se duplica. Una conversación ronda los 60 dB y a partir de unos 85 dB sostenidos el oído puede dañarse.

Efecto Doppler:
Cuando la fuente y el observador se acercan, el observador percibe una frecuencia mayor que la emitida (más aguda); cuando se alejan, una menor (más grave). Es lo que oís cuando pasa una ambulancia. Para un observador en reposo y una fuente que se mueve con velocidad $v_f$:
$$f' = f \cdot \frac{v}{v \mp v_f}$$
con el signo menos si la fuente se acerca y el más si se aleja; v es la velocidad del sonido. La frecuencia que emite la fuente no cambia: cambia la que se percibe.

Errores comunes:
- En el eco, olvidar dividir por 2.
- Pensar que el nivel en dB es proporcional a la intensidad: 80 dB no es el doble de 40 dB, sino una intensidad 10.000 veces mayor.
- Creer que dos fuentes de 60 dB suman 120 dB: juntas dan unos 63 dB.
- Invertir el sentido del efecto Doppler: al acercarse, la frecuencia percibida aumenta.
- Creer que el sonido puede viajar en el vacío.`,
    examples: [
      r`Gritás frente a un acantilado y escuchás el eco 3 s después. Con v = 340 m/s: $d = \frac{340 \cdot 3}{2} = 510$ m.`,
      r`Un sonido tiene una intensidad de $10^{-4}$ W/m². Su nivel es $\beta = 10 \log\left(\frac{10^{-4}}{10^{-12}}\right) = 10 \log(10^{8}) = 80$ dB.`,
      r`Una sirena de 700 Hz se acerca a 30 m/s a un peatón quieto (v = 340 m/s): $f' = 700 \cdot \frac{340}{340 - 30} \approx 767{,}7$ Hz. Cuando ya pasó y se aleja: $f' = 700 \cdot \frac{340}{340 + 30} \approx 643{,}2$ Hz.`,
    ],
  },
  {
    id: 'ondas-mas-y-pendulo',
    subtopics: ['ondas.mas-pendulo'],
    topic: 'ondas',
    title: 'Movimiento armónico simple, resorte y péndulo',
    body: r`Muchas cosas oscilan: un resorte, una hamaca, la cuerda de una guitarra. El modelo más simple de oscilación es el movimiento armónico simple (MAS), y es la base para entender las ondas.

Qué es un MAS:
Un cuerpo realiza un MAS cuando, al apartarlo de su posición de equilibrio, aparece una fuerza restauradora proporcional al desplazamiento y de sentido opuesto: $F = -k\,x$ (ley de Hooke). El movimiento se repite con un período T fijo y la posición sigue una función seno o coseno:
$$x(t) = A \cos(\omega t) \qquad \omega = 2\pi f = \frac{2\pi}{T}$$
donde A es la amplitud y ω la frecuencia angular, en rad/s.

Velocidad y aceleración en el MAS:
- En los extremos (x = ±A) la velocidad es cero y la aceleración es máxima, porque la fuerza restauradora es máxima.
- En la posición de equilibrio (x = 0) la velocidad es máxima, $v_{max} = \omega A$, y la aceleración es cero.
- La aceleración siempre apunta hacia el equilibrio: $a = -\omega^2 x$.

Sistema masa-resorte:
Una masa m unida a un resorte de constante k (en N/m) oscila con
$$T = 2\pi \sqrt{\frac{m}{k}}$$
Más masa, oscilación más lenta; resorte más duro, oscilación más rápida. El período no depende de la amplitud.

Péndulo simple:
Una masa pequeña colgada de un hilo de longitud L, para oscilaciones pequeñas (ángulos menores que unos 10°), tiene un período
$$T = 2\pi \sqrt{\frac{L}{g}}$$
Tres consecuencias que aparecen mucho en los exámenes:
- El período no depende de la masa ni, para ángulos chicos, de la amplitud.
- Si cuadruplicás la longitud, el período se duplica, por la raíz cuadrada.
- En un lugar con menor gravedad, como la Luna, el péndulo oscila más lento.
Un péndulo de casi 1 m tiene en la Tierra un período de unos 2 s: es el péndulo que "bate segundos", porque tarda 1 s en cada ida.

Energía en el MAS:
Sin rozamiento, la energía mecánica se conserva: en los extremos toda es potencial ($\frac{1}{2} k A^2$ en el resorte) y en el equilibrio toda es cinética. Por eso la velocidad máxima está en el centro.

Errores comunes:
- Olvidar el $2\pi$ o la raíz cuadrada en las fórmulas del período.
- Invertir el cociente: en el resorte va m/k y en el péndulo, L/g.
- Creer que un péndulo más pesado oscila más rápido.
- Pensar que en los extremos la aceleración es cero porque la velocidad lo es.
- Confundir una oscilación completa (ida y vuelta) con media oscilación.`,
    examples: [
      r`Un péndulo de 2,5 m en la Tierra (g = 9,8 m/s²): $T = 2\pi\sqrt{2{,}5/9{,}8} \approx 2\pi \cdot 0{,}505 \approx 3{,}17$ s.`,
      r`Una masa de 2 kg en un resorte de 800 N/m: $T = 2\pi\sqrt{2/800} = 2\pi \cdot 0{,}05 \approx 0{,}314$ s, o sea unas 3,18 oscilaciones por segundo.`,
      r`Un cuerpo oscila con amplitud 0,1 m y período 0,5 s: $\omega = 2\pi/0{,}5 \approx 12{,}57$ rad/s y su velocidad máxima, en el centro, es $v_{max} = \omega A \approx 1{,}26$ m/s.`,
    ],
  },
];
