import type { MiniClass } from '../../../schema.ts';

export const miniClasses: MiniClass[] = [
  {
    id: 'acidos-bases-definiciones',
    topic: 'acidos-bases',
    title: 'Ácidos y bases según Arrhenius y Brønsted-Lowry',
    subtopics: ['acidos-bases.teorias-ph'],
    body: String.raw`Idea clave:
Los ácidos y las bases están en todos lados: el jugo de limón, el vinagre y el ácido del estómago son ácidos; la lavandina, el bicarbonato y los limpiadores con amoníaco son básicos. Para explicar qué los hace ácidos o básicos hay dos definiciones que tenés que manejar.

Propiedades generales:
- Ácidos: sabor agrio, enrojecen el papel de tornasol, reaccionan con metales como el zinc o el magnesio liberando hidrógeno y con los carbonatos liberando CO₂.
- Bases (o álcalis): sabor amargo, tacto jabonoso, azulan el tornasol y neutralizan a los ácidos.

Definición de Arrhenius:
- Ácido: sustancia que en agua libera iones hidrógeno, $\mathrm{H^{+}}$. Ejemplo: $\mathrm{HCl \rightarrow H^{+} + Cl^{-}}$.
- Base: sustancia que en agua libera iones hidróxido, $\mathrm{OH^{-}}$. Ejemplo: $\mathrm{NaOH \rightarrow Na^{+} + OH^{-}}$.
En realidad el $\mathrm{H^{+}}$ no queda libre: se une a una molécula de agua y forma el ion hidronio, $\mathrm{H_3O^{+}}$. Por comodidad se escribe $\mathrm{H^{+}}$.
Esta definición tiene un límite: sólo vale en agua y no explica por qué el amoníaco, $\mathrm{NH_3}$, que no tiene grupos OH, es una base.

Definición de Brønsted-Lowry:
- Ácido: especie que dona un protón ($\mathrm{H^{+}}$).
- Base: especie que acepta un protón.
Con esta idea, el amoníaco es una base porque le saca un protón al agua: $\mathrm{NH_3 + H_2O \rightleftharpoons NH_4^{+} + OH^{-}}$. En esa reacción el agua actúa como ácido.

Pares conjugados:
Cuando un ácido dona su protón, lo que queda es su base conjugada; cuando una base acepta un protón, se transforma en su ácido conjugado. Las dos especies de un par conjugado difieren exactamente en un $\mathrm{H^{+}}$.
- $\mathrm{HCl}$ / $\mathrm{Cl^{-}}$
- $\mathrm{H_2SO_4}$ / $\mathrm{HSO_4^{-}}$ (no $\mathrm{SO_4^{2-}}$, que difiere en dos protones)
- $\mathrm{NH_4^{+}}$ / $\mathrm{NH_3}$
- $\mathrm{H_3O^{+}}$ / $\mathrm{H_2O}$ y $\mathrm{H_2O}$ / $\mathrm{OH^{-}}$
El agua puede actuar como ácido o como base según con quién reaccione: es anfótera (o anfiprótica).

Fuerza de ácidos y bases:
- Ácidos fuertes: se ionizan por completo en agua. Los más comunes son HCl, HBr, HI, HNO₃, HClO₄ y H₂SO₄ (su primera ionización).
- Bases fuertes: los hidróxidos de los metales alcalinos (NaOH, KOH, LiOH) y algunos alcalinotérreos, como Ca(OH)₂ y Ba(OH)₂.
- Ácidos y bases débiles: se ionizan sólo en parte, como el ácido acético del vinagre (CH₃COOH) o el amoníaco.
La fuerza no tiene que ver con la concentración: un ácido fuerte puede estar muy diluido y un ácido débil puede estar concentrado.

Errores comunes:
- Escribir la base conjugada quitando dos protones, o sumando un $\mathrm{OH^{-}}$ en lugar de quitar un $\mathrm{H^{+}}$.
- Decir que el NH₃ no es base porque no tiene OH.
- Confundir "fuerte" con "concentrado" y "débil" con "diluido".
- Pensar que el agua es siempre neutra en su comportamiento: puede donar o aceptar protones.`,
    examples: [
      String.raw`En $\mathrm{HNO_3 + H_2O \rightarrow H_3O^{+} + NO_3^{-}}$, el $\mathrm{HNO_3}$ dona un protón (ácido) y el agua lo acepta (base). Pares conjugados: $\mathrm{HNO_3 / NO_3^{-}}$ y $\mathrm{H_3O^{+} / H_2O}$.`,
      String.raw`En $\mathrm{NH_3 + H_2O \rightleftharpoons NH_4^{+} + OH^{-}}$, el agua dona el protón (ácido) y el amoníaco lo acepta (base). Pares: $\mathrm{NH_4^{+} / NH_3}$ y $\mathrm{H_2O / OH^{-}}$.`,
      String.raw`La base conjugada del $\mathrm{HSO_4^{-}}$ es $\mathrm{SO_4^{2-}}$ (le quitás un $\mathrm{H^{+}}$) y su ácido conjugado es $\mathrm{H_2SO_4}$ (le sumás un $\mathrm{H^{+}}$). El $\mathrm{HSO_4^{-}}$ también es anfiprótico.`,
    ],
  },
  {
    id: 'acidos-bases-ph',
    topic: 'acidos-bases',
    title: 'Autoionización del agua, Kw, pH y pOH',
    subtopics: ['acidos-bases.teorias-ph'],
    body: String.raw`Idea clave:
Las concentraciones de $\mathrm{H^{+}}$ en las soluciones suelen ser números muy chicos, como 0,0001 M. Para manejarlos cómodamente se usa una escala logarítmica: el pH. Todo parte de un equilibrio que ocurre en el agua pura.

Autoionización del agua:
Una pequeñísima fracción de las moléculas de agua se ioniza: $\mathrm{H_2O \rightleftharpoons H^{+} + OH^{-}}$. A 25 °C el producto de las concentraciones es constante:
$$K_w = [\mathrm{H^{+}}] \cdot [\mathrm{OH^{-}}] = 1{,}0 \cdot 10^{-14}$$
En agua pura, $[\mathrm{H^{+}}] = [\mathrm{OH^{-}}] = 1{,}0 \cdot 10^{-7}$ M. Si agregás un ácido, $[\mathrm{H^{+}}]$ sube y $[\mathrm{OH^{-}}]$ baja de manera que el producto sigue valiendo $10^{-14}$; con una base pasa lo contrario.

pH y pOH:
- $\mathrm{pH} = -\log [\mathrm{H^{+}}]$ y $\mathrm{pOH} = -\log [\mathrm{OH^{-}}]$.
- Aplicando logaritmo a $K_w$: $\mathrm{pH} + \mathrm{pOH} = 14$ a 25 °C.
- Para volver: $[\mathrm{H^{+}}] = 10^{-\mathrm{pH}}$.
- Escala a 25 °C: pH menor que 7, solución ácida; pH 7, neutra; pH mayor que 7, básica.
- Como es logarítmica, bajar una unidad de pH significa multiplicar por 10 la concentración de $\mathrm{H^{+}}$. Una solución de pH 2 tiene 100 veces más $\mathrm{H^{+}}$ que una de pH 4.

Ácidos y bases fuertes:
Como se ionizan por completo, la concentración de iones sale directamente de la concentración de la solución:
- Ácido fuerte monoprótico (HCl, HNO₃): $[\mathrm{H^{+}}] = C$. HCl 0,01 M tiene pH 2.
- Base fuerte con un OH (NaOH, KOH): $[\mathrm{OH^{-}}] = C$. Se calcula primero el pOH y después $\mathrm{pH} = 14 - \mathrm{pOH}$.
- Base fuerte con dos OH (Ca(OH)₂, Ba(OH)₂): $[\mathrm{OH^{-}}] = 2C$.

Truco para el logaritmo:
Si $[\mathrm{H^{+}}] = a \cdot 10^{-b}$, entonces $\mathrm{pH} = b - \log a$. Por ejemplo, para $2 \cdot 10^{-3}$ M: $\mathrm{pH} = 3 - \log 2 = 3 - 0{,}30 = 2{,}70$. Conviene recordar $\log 2 \approx 0{,}30$, $\log 3 \approx 0{,}48$ y $\log 5 \approx 0{,}70$.

Controles rápidos:
- Un ácido tiene que dar pH menor que 7 y una base, mayor que 7. Si te da al revés, confundiste pH con pOH.
- Si la concentración es exactamente $10^{-n}$ M, el pH (o el pOH) es $n$.
- Cuanto más concentrada es la solución de un ácido, más bajo es su pH; cuanto más concentrada es una base, más alto.

Errores comunes:
- Olvidar el signo menos y obtener pH negativos para soluciones diluidas.
- Calcular $-\log C$ para una base y llamarlo pH: eso es el pOH.
- Olvidar que el Ca(OH)₂ libera dos $\mathrm{OH^{-}}$ por fórmula.
- Creer que de pH 4 a pH 2 la acidez se duplica: aumenta 100 veces.
- Pensar que diluyendo un ácido se puede pasar a pH básico: al diluir, el pH se acerca a 7 pero no lo supera.`,
    examples: [
      String.raw`PH de HNO₃ 0,001 M. Es un ácido fuerte: $[\mathrm{H^{+}}] = 10^{-3}$ M, así que $\mathrm{pH} = 3$ y $\mathrm{pOH} = 14 - 3 = 11$.`,
      String.raw`PH de NaOH 0,01 M. $[\mathrm{OH^{-}}] = 10^{-2}$ M, entonces $\mathrm{pOH} = 2$ y $\mathrm{pH} = 14 - 2 = 12$.`,
      String.raw`PH de Ba(OH)₂ 0,005 M. Cada fórmula libera 2 OH⁻: $[\mathrm{OH^{-}}] = 2 \cdot 0{,}005 = 0{,}01$ M, $\mathrm{pOH} = 2$ y $\mathrm{pH} = 12$.`,
      String.raw`Una solución tiene pH 4,7. $[\mathrm{H^{+}}] = 10^{-4{,}7} \approx 2{,}0 \cdot 10^{-5}$ M y $[\mathrm{OH^{-}}] = \dfrac{10^{-14}}{2{,}0 \cdot 10^{-5}} = 5{,}0 \cdot 10^{-10}$ M.`,
    ],
  },
  {
    id: 'acidos-bases-neutralizacion',
    topic: 'acidos-bases',
    title: 'Neutralización, titulación e indicadores',
    subtopics: ['acidos-bases.neutralizacion-indicadores'],
    body: String.raw`Idea clave:
Cuando un ácido y una base reaccionan, los $\mathrm{H^{+}}$ del ácido y los $\mathrm{OH^{-}}$ de la base se combinan para formar agua, y los iones restantes forman una sal. Esa reacción se llama neutralización y es la base de uno de los análisis más usados en química: la titulación.

La reacción de neutralización:
- Forma general: ácido + base → sal + agua.
- Ejemplo: $\mathrm{HCl + NaOH \rightarrow NaCl + H_2O}$.
- Ecuación iónica neta, común a todos los ácidos y bases fuertes: $\mathrm{H^{+} + OH^{-} \rightarrow H_2O}$.
- Con ácidos o bases que aportan más de un ion hay que balancear: $\mathrm{H_2SO_4 + 2\,NaOH \rightarrow Na_2SO_4 + 2\,H_2O}$.

Condición de neutralización completa:
Los moles de $\mathrm{H^{+}}$ aportados tienen que igualar a los moles de $\mathrm{OH^{-}}$:
$$a \cdot C_a \cdot V_a = b \cdot C_b \cdot V_b$$
donde $a$ es la cantidad de $\mathrm{H^{+}}$ que libera cada fórmula del ácido (1 para HCl, 2 para H₂SO₄) y $b$ la cantidad de $\mathrm{OH^{-}}$ de cada fórmula de la base (1 para NaOH, 2 para Ca(OH)₂).

Titulación:
Se coloca un volumen conocido de la solución de concentración desconocida en un Erlenmeyer con unas gotas de indicador, y desde una bureta se agrega de a poco una solución de concentración conocida. Cuando el indicador cambia de color se llegó al punto final y se lee el volumen gastado. Con la ecuación anterior se despeja la concentración desconocida.

Si se mezclan cantidades que no son equivalentes, reacciona todo lo posible y lo que sobra define el pH: calculá los moles de $\mathrm{H^{+}}$ y de $\mathrm{OH^{-}}$, restá, y dividí el exceso por el volumen total de la mezcla.

Indicadores:
Son ácidos o bases débiles cuyo color cambia según el pH. Cada uno vira en un rango determinado:
- Fenolftaleína: incolora en medio ácido o neutro, rosa intenso a partir de pH 8,2 aproximadamente (vira entre 8,2 y 10).
- Anaranjado de metilo: rojo por debajo de pH 3,1 y amarillo por encima de 4,4.
- Azul de bromotimol: amarillo por debajo de 6,0, verde alrededor de 7 y azul por encima de 7,6.
- Tornasol: rojo en medio ácido y azul en medio básico.
- Indicador universal: una mezcla que toma un color distinto para cada valor de pH.

Errores comunes:
- Olvidar el factor 2 del H₂SO₄ o del Ca(OH)₂ al igualar moles.
- Suponer que se neutraliza con volúmenes iguales aunque las concentraciones sean distintas.
- Dividir el exceso por el volumen de una sola de las soluciones en lugar del volumen total.
- Creer que toda neutralización termina en pH 7: eso pasa con ácido fuerte y base fuerte; con un ácido o una base débil la sal formada modifica el pH.
- Pensar que la fenolftaleína se pone rosa en cualquier solución que no sea ácida: a pH 7 sigue incolora.`,
    examples: [
      String.raw`¿Qué volumen de HCl 0,1 M neutraliza 25 mL de NaOH 0,2 M? Moles de OH⁻: $0{,}2 \cdot 0{,}025 = 0{,}005$ mol. Volumen de ácido: $0{,}005 / 0{,}1 = 0{,}05$ L $= 50$ mL.`,
      String.raw`Se titulan 20 mL de H₂SO₄ con NaOH 0,1 M y se gastan 30 mL. Moles de OH⁻: $0{,}1 \cdot 0{,}030 = 0{,}003$ mol; como cada H₂SO₄ aporta 2 H⁺, hay $0{,}0015$ mol de ácido en 0,020 L: $C_a = 0{,}075$ M.`,
      String.raw`Se mezclan 50 mL de HCl 0,1 M con 30 mL de NaOH 0,1 M. H⁺: 0,005 mol; OH⁻: 0,003 mol. Sobran 0,002 mol de H⁺ en 80 mL: $[\mathrm{H^{+}}] = 0{,}002 / 0{,}080 = 0{,}025$ M y $\mathrm{pH} = -\log 0{,}025 \approx 1{,}60$.`,
    ],
  },
];
