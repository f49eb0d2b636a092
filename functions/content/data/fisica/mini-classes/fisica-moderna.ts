import type { MiniClass } from '../../../schema.ts';

const r = String.raw;

export const miniClasses: MiniClass[] = [
  {
    id: 'fisica-moderna-fotones-y-fotoelectrico',
    subtopics: ['fisica-moderna.fotones'],
    topic: 'fisica-moderna',
    title: 'El fotón y el efecto fotoeléctrico',
    body: r`A fines del siglo XIX la física parecía casi terminada, pero algunos experimentos no encajaban. Para explicarlos hubo que aceptar una idea revolucionaria: la energía de la luz viene en paquetes.

El fotón:
En 1900 Max Planck propuso que la energía se intercambia en cantidades discretas, y en 1905 Albert Einstein fue más allá: la luz está formada por partículas sin masa llamadas fotones. La energía de cada fotón depende solo de su frecuencia:
$$E = h \cdot f = \frac{h \cdot c}{\lambda}$$
donde $h = 6{,}63 \cdot 10^{-34}$ J·s es la constante de Planck. Cuanto mayor es la frecuencia (o menor la longitud de onda), más energía tiene cada fotón: un fotón ultravioleta tiene más energía que uno visible, y uno azul más que uno rojo. La intensidad de la luz, en cambio, indica cuántos fotones llegan por segundo.

El electronvolt:
En joule, las energías de los fotones son diminutas, así que se usa el electronvolt: $1\ \text{eV} = 1{,}6 \cdot 10^{-19}$ J. La luz visible tiene fotones de entre 1,8 eV (rojo) y 3,1 eV (violeta), aproximadamente. Un atajo útil: la energía en eV es aproximadamente 1240 dividido por la longitud de onda en nanómetros.

Efecto fotoeléctrico:
Cuando la luz ilumina un metal, puede arrancarle electrones. Los experimentos mostraron tres cosas que la teoría ondulatoria no podía explicar:
- Existe una frecuencia umbral $f_0$: si la luz tiene una frecuencia menor, no salen electrones, por más intensa que sea.
- Por encima del umbral, la energía cinética máxima de los electrones depende de la frecuencia, no de la intensidad.
- La emisión es instantánea, incluso con luz muy débil.
Einstein lo explicó con fotones: cada electrón absorbe un único fotón. Para escapar necesita una energía mínima, la función trabajo φ, propia de cada metal; lo que sobra queda como energía cinética:
$$E_{c,max} = h f - \phi \qquad f_0 = \frac{\phi}{h}$$
Aumentar la intensidad significa más fotones: salen más electrones, pero cada uno con la misma energía máxima. Por este trabajo Einstein recibió el Premio Nobel en 1921. En el efecto fotoeléctrico se basan las celdas solares y muchos sensores de luz.

Dualidad onda-partícula:
La luz se comporta como onda en la interferencia y la difracción, y como partícula en el efecto fotoeléctrico. No es una cosa o la otra: es un objeto cuántico que muestra una u otra cara según el experimento.

Errores comunes:
- Creer que una luz más intensa tiene fotones de más energía.
- Olvidar pasar los nanómetros a metros en $E = hc/\lambda$.
- Mezclar joule y electronvolt en la misma cuenta.
- Pensar que con luz por debajo del umbral, si esperás lo suficiente, terminan saliendo electrones.
- Suponer que la energía cinética es proporcional a la frecuencia: es $hf - \phi$, así que al duplicar f no se duplica.`,
    examples: [
      r`Un fotón de luz verde de 500 nm: $E = \frac{6{,}63 \cdot 10^{-34} \cdot 3 \cdot 10^{8}}{500 \cdot 10^{-9}} \approx 3{,}98 \cdot 10^{-19}$ J, que son $\frac{3{,}98 \cdot 10^{-19}}{1{,}6 \cdot 10^{-19}} \approx 2{,}49$ eV.`,
      r`Un metal tiene φ = 2,5 eV y se lo ilumina con fotones de 4 eV: $E_{c,max} = 4 - 2{,}5 = 1{,}5$ eV. Con fotones de 2 eV no sale ningún electrón, aunque la luz sea muy intensa.`,
      r`Frecuencia umbral de un metal con φ = 4,14 eV: $\phi = 4{,}14 \cdot 1{,}6 \cdot 10^{-19} \approx 6{,}62 \cdot 10^{-19}$ J y $f_0 = \frac{\phi}{h} \approx 10^{15}$ Hz, en el ultravioleta.`,
    ],
  },
  {
    id: 'fisica-moderna-modelos-atomicos-y-espectros',
    subtopics: ['fisica-moderna.atomo-espectros'],
    topic: 'fisica-moderna',
    title: 'Modelos atómicos y espectros',
    body: r`La idea de átomo tiene más de dos mil años, pero su estructura se descubrió recién entre fines del siglo XIX y principios del XX, a partir de experimentos.

Los modelos, en orden:
- Dalton (1808): los átomos son esferas macizas e indivisibles, y cada elemento tiene átomos de una masa característica.
- Thomson (1897): descubre el electrón, una partícula negativa mucho más liviana que el átomo, y propone el "budín de pasas": una esfera de carga positiva con electrones incrustados.
- Rutherford (1911): bombardea una lámina de oro muy delgada con partículas alfa. Casi todas pasan derecho, pero unas pocas rebotan. Conclusión: casi toda la masa y toda la carga positiva están concentradas en un núcleo diminuto, unas 100.000 veces más chico que el átomo; los electrones giran alrededor y el resto es espacio vacío.
- Bohr (1913): según la física clásica, un electrón que gira debería irradiar energía y caer al núcleo. Bohr propone que el electrón solo puede estar en ciertas órbitas permitidas, con energías fijas (cuantizadas), y que en ellas no irradia.
- Modelo cuántico actual (desde 1926): en lugar de órbitas hay orbitales, regiones donde es probable encontrar al electrón. Las energías siguen estando cuantizadas.

Niveles de energía del hidrógeno:
En el modelo de Bohr, la energía del electrón del hidrógeno en el nivel n es
$$E_n = -\frac{13{,}6\ \text{eV}}{n^2} \qquad n = 1, 2, 3, \dots$$
El nivel n = 1 es el estado fundamental, con −13,6 eV; hacen falta 13,6 eV para ionizar el átomo. El signo negativo indica que el electrón está ligado al núcleo.

Espectros:
Cuando un electrón baja de un nivel a otro de menor energía, emite un fotón cuya energía es exactamente la diferencia entre los niveles:
$$h f = E_{inicial} - E_{final}$$
Como los niveles son discretos, solo se emiten ciertas frecuencias: el espectro de emisión de un gas es un conjunto de líneas de colores, no un arcoíris continuo. Al revés, si iluminás el gas con luz blanca, absorbe exactamente esas mismas frecuencias y aparecen líneas oscuras: es el espectro de absorción. Cada elemento tiene su propio conjunto de líneas, como una huella digital. Así se descubrió el helio en el Sol antes de encontrarlo en la Tierra, y así se sabe de qué están hechas las estrellas.

Errores comunes:
- Confundir el orden de los modelos o atribuirle el núcleo a Thomson.
- Olvidar el cuadrado de n en $E_n$.
- Restar las energías al revés y obtener un fotón de energía negativa.
- Pensar que un átomo puede emitir cualquier frecuencia.
- Creer que en el experimento de Rutherford la mayoría de las partículas rebotaban.`,
    examples: [
      r`Salto del electrón de n = 2 a n = 1 en el hidrógeno: $E_2 = -13{,}6/4 = -3{,}4$ eV y $E_1 = -13{,}6$ eV. El fotón emitido tiene $-3{,}4 - (-13{,}6) = 10{,}2$ eV, en el ultravioleta.`,
      r`Salto de n = 3 a n = 2: $E_3 = -13{,}6/9 \approx -1{,}51$ eV, así que $\Delta E = -1{,}51 - (-3{,}4) \approx 1{,}89$ eV. Corresponde a $\lambda \approx 1240/1{,}89 \approx 656$ nm: es la famosa línea roja del hidrógeno.`,
    ],
  },
  {
    id: 'fisica-moderna-nucleo-y-radiactividad',
    subtopics: ['fisica-moderna.nucleo'],
    topic: 'fisica-moderna',
    title: 'El núcleo: radiactividad, vida media y E = mc²',
    body: r`El núcleo es diminuto, pero en él se esconden las energías más grandes que maneja la humanidad.

El núcleo atómico:
Está formado por protones y neutrones, llamados nucleones. El número atómico Z es la cantidad de protones y define el elemento; el número másico A es la cantidad total de nucleones. Los isótopos son átomos del mismo elemento (mismo Z) con distinta cantidad de neutrones: el carbono-12 y el carbono-14 tienen 6 protones, pero 6 y 8 neutrones. Los protones se repelen eléctricamente; lo que mantiene unido al núcleo es la fuerza nuclear fuerte, muy intensa pero de muy corto alcance.

Radiactividad:
Algunos núcleos son inestables y se transforman espontáneamente emitiendo radiación. Hay tres tipos principales.
- Alfa (α): un núcleo de helio, con 2 protones y 2 neutrones. Z baja 2 y A baja 4. Es poco penetrante: la frena una hoja de papel.
- Beta menos (β⁻): un neutrón se convierte en protón y se emite un electrón. Z sube 1 y A no cambia. La frena una lámina de aluminio.
- Gamma (γ): un fotón de muy alta energía. No cambian ni Z ni A. Es muy penetrante: para frenarla hace falta plomo u hormigón.

Vida media:
No se puede predecir cuándo va a decaer un núcleo en particular, pero sí qué fracción de una muestra decae en un tiempo dado. La vida media o período de semidesintegración, $T_{1/2}$, es el tiempo en que se desintegra la mitad de los núcleos presentes. Después de n vidas medias queda
$$N = N_0 \cdot \left(\frac{1}{2}\right)^{n} \qquad n = \frac{t}{T_{1/2}}$$
Después de una vida media queda la mitad; de dos, un cuarto; de tres, un octavo. La vida media no depende de la cantidad inicial ni de la temperatura: es propia de cada isótopo, y va de fracciones de segundo a miles de millones de años (carbono-14: 5730 años; yodo-131: 8 días). La actividad de una muestra, en becquerel (1 Bq = 1 desintegración por segundo), disminuye de la misma manera. Con el carbono-14 se fechan restos orgánicos.

Equivalencia masa-energía:
Einstein mostró que la masa es una forma de energía, según la relación
$$E = m \cdot c^2$$
Como $c^2 = 9 \cdot 10^{16}\ \text{m}^2/\text{s}^2$, una masa diminuta equivale a una energía enorme. En las reacciones nucleares la masa de los productos es un poco menor que la de los reactivos, y esa diferencia (el defecto de masa) se libera como energía. En la fisión, un núcleo pesado como el uranio-235 se parte en dos: es lo que pasa en centrales como Atucha o Embalse. En la fusión, núcleos livianos se unen, como ocurre en el Sol.

Errores comunes:
- Creer que después de dos vidas medias no queda nada: queda un cuarto.
- Pensar que el decaimiento es lineal, como si cada período se perdiera la misma cantidad.
- Olvidar pasar la masa a kg o elevar c al cuadrado en $E = mc^2$.
- Confundir Z con A al escribir un decaimiento.
- Creer que la vida media depende de cuánta muestra haya.`,
    examples: [
      r`Una muestra de 64 g de un isótopo con una vida media de 3 días: a los 9 días pasaron 3 vidas medias y quedan $64 / 2^3 = 8$ g sin desintegrar.`,
      r`El uranio-238 (Z = 92) emite una partícula alfa y se transforma en torio-234 (Z = 90): A baja 4 y Z baja 2.`,
      r`Si 2 g de masa se convirtieran totalmente en energía: $E = 2 \cdot 10^{-3} \cdot 9 \cdot 10^{16} = 1{,}8 \cdot 10^{14}$ J, la energía de unas 43.000 toneladas de TNT.`,
    ],
  },
  {
    id: 'fisica-moderna-relatividad',
    subtopics: ['fisica-moderna.relatividad'],
    topic: 'fisica-moderna',
    title: 'Relatividad especial: el tiempo no es absoluto',
    body: r`En 1905 Einstein publicó la teoría de la relatividad especial, que cambió para siempre las ideas de espacio y tiempo. Sus efectos se vuelven importantes a velocidades cercanas a la de la luz.

Los dos postulados:
- Las leyes de la física son las mismas para todos los observadores que se mueven con velocidad constante (sistemas inerciales). No hay experimento que permita decidir quién está "realmente" quieto.
- La velocidad de la luz en el vacío, $c \approx 3 \cdot 10^{8}$ m/s, es la misma para todos esos observadores, sin importar cómo se muevan la fuente o el observador.
El segundo postulado choca con la intuición: si vas en un tren y encendés una linterna hacia adelante, tanto vos como alguien parado en el andén miden para esa luz la misma velocidad c. Para que eso sea posible, el tiempo y las distancias tienen que depender del observador.

Dilatación del tiempo:
Un reloj que se mueve respecto de un observador marcha más lento, medido por ese observador. Si $\Delta t_0$ es el tiempo propio (el que mide un reloj que viaja con el fenómeno) y Δt el que mide un observador respecto del cual ese reloj se mueve a velocidad v:
$$\Delta t = \gamma \cdot \Delta t_0 \qquad \gamma = \frac{1}{\sqrt{1 - v^2/c^2}}$$
El factor γ (gamma) siempre es mayor o igual que 1. A velocidades cotidianas es prácticamente 1 y el efecto es imperceptible; a v = 0,6c vale 1,25; a v = 0,8c, alrededor de 1,67; a v = 0,99c, alrededor de 7,1.

Evidencia experimental:
- Los muones creados por los rayos cósmicos en la alta atmósfera viven, en reposo, unos 2,2 μs. Sin dilatación del tiempo apenas recorrerían unos 660 m, pero llegan en gran cantidad a la superficie: vistos desde la Tierra, su tiempo transcurre más lento.
- Los relojes atómicos en aviones y satélites muestran las diferencias previstas. El GPS tiene que corregir los efectos relativistas para no acumular errores de kilómetros por día.

Otras consecuencias:
- Contracción de la longitud: un objeto en movimiento se mide más corto en la dirección del movimiento, $L = L_0 / \gamma$.
- Ningún objeto con masa puede alcanzar la velocidad de la luz: haría falta una energía infinita.
- Masa y energía son equivalentes: $E = m c^2$.

Errores comunes:
- Pensar que el efecto es una falla de los relojes: es el tiempo mismo el que transcurre distinto.
- Confundir el tiempo propio con el dilatado: el tiempo propio es siempre el más corto.
- Olvidar la raíz cuadrada o elevar mal v/c al calcular γ.
- Mezclar unidades de v y de c: lo más práctico es trabajar directamente con el cociente v/c.
- Creer que la relatividad vale solo para la luz: vale para todo, pero a bajas velocidades sus efectos son despreciables.`,
    examples: [
      r`Una nave viaja a 0,8c: $\gamma = \frac{1}{\sqrt{1 - 0{,}8^2}} = \frac{1}{\sqrt{0{,}36}} = \frac{1}{0{,}6} \approx 1{,}67$. Si para los astronautas pasan 3 años, en la Tierra pasan $3 / 0{,}6 = 5$ años.`,
      r`Un muón con un tiempo de vida propio de 2,2 μs viaja a 0,995c: $\gamma = \frac{1}{\sqrt{1 - 0{,}995^2}} \approx 10$, así que desde la Tierra vive unos 22 μs y recorre casi 6,6 km en lugar de 660 m.`,
      r`Un avión a 300 m/s tiene $v/c = 10^{-6}$ y $\gamma - 1 \approx 5 \cdot 10^{-13}$: el efecto existe, pero solo se detecta con relojes atómicos.`,
    ],
  },
];
