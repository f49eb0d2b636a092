import { handDrawn } from '../../../figures/svg.ts';
import type { MiniClass } from '../../../schema.ts';

const familiasSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 290 274" font-family="sans-serif" font-size="13" fill="none" stroke="currentColor">
<rect x="20" y="10" width="110" height="30" rx="4"/><rect x="160" y="10" width="110" height="30" rx="4"/>
<rect x="20" y="70" width="110" height="30" rx="4"/><rect x="160" y="70" width="110" height="30" rx="4"/>
<rect x="20" y="130" width="110" height="30" rx="4"/><rect x="160" y="130" width="110" height="30" rx="4"/>
<rect x="85" y="190" width="120" height="30" rx="4"/>
<path d="M75 40 V68 M70 60 L75 68 L80 60"/><path d="M215 40 V68 M210 60 L215 68 L220 60"/>
<path d="M75 100 V128 M70 120 L75 128 L80 120"/><path d="M215 100 V128 M210 120 L215 128 L220 120"/>
<path d="M75 160 L120 188 M110.6 188 L120 188 L115.8 179.5"/><path d="M215 160 L170 188 M179.4 188 L170 188 L174.2 179.5"/>
<g fill="currentColor" stroke="none">
<g text-anchor="middle">
<text x="75" y="30">Metal</text><text x="215" y="30">No metal</text>
<text x="75" y="90">Óxido básico</text><text x="215" y="90">Óxido ácido</text>
<text x="75" y="150">Hidróxido</text><text x="215" y="150">Oxoácido</text>
<text x="145" y="210">Oxosal + agua</text>
</g>
<text x="84" y="59" font-size="12">+ O₂</text><text x="224" y="59" font-size="12">+ O₂</text>
<text x="84" y="119" font-size="12">+ H₂O</text><text x="224" y="119" font-size="12">+ H₂O</text>
<text x="10" y="246" font-size="12">Ejemplo: Ca → CaO → Ca(OH)₂</text>
<text x="10" y="264" font-size="12">S → SO₃ → H₂SO₄ → CaSO₄</text>
</g>
</svg>`;
const sufijosSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 290 200" font-family="sans-serif" font-size="13" fill="none" stroke="currentColor">
<rect x="5" y="10" width="280" height="180"/>
<line x1="5" y1="40" x2="285" y2="40"/><line x1="5" y1="70" x2="285" y2="70"/><line x1="5" y1="100" x2="285" y2="100"/><line x1="5" y1="130" x2="285" y2="130"/><line x1="5" y1="160" x2="285" y2="160"/>
<line x1="85" y1="10" x2="85" y2="190"/><line x1="160" y1="10" x2="160" y2="190"/>
<g fill="currentColor" stroke="none">
<text x="12" y="30" font-weight="bold">Ácido</text><text x="92" y="30" font-weight="bold">Sal</text><text x="167" y="30" font-weight="bold">Ejemplo (Cl)</text>
<text x="12" y="60">hipo…oso</text><text x="92" y="60">hipo…ito</text><text x="167" y="60">HClO → NaClO</text>
<text x="12" y="90">…oso</text><text x="92" y="90">…ito</text><text x="167" y="90">HClO₂ → NaClO₂</text>
<text x="12" y="120">…ico</text><text x="92" y="120">…ato</text><text x="167" y="120">HClO₃ → NaClO₃</text>
<text x="12" y="150">per…ico</text><text x="92" y="150">per…ato</text><text x="167" y="150">HClO₄ → NaClO₄</text>
<text x="12" y="180">…hídrico</text><text x="92" y="180">…uro</text><text x="167" y="180">HCl → NaCl</text>
</g>
</svg>`;

export const miniClasses: MiniClass[] = [
  {
    id: 'acidos-bases-nomenclatura-oxidos-hidroxidos',
    topic: 'acidos-bases',
    title: 'Nomenclatura I: óxidos, hidruros e hidróxidos',
    subtopics: ['acidos-bases.nomenclatura-oxidos-hidroxidos'],
    body: String.raw`Idea clave:
Nombrar un compuesto inorgánico y escribir su fórmula son dos caras de la misma cuenta: la suma de los números de oxidación tiene que dar cero. En el curso de ingreso se usan tres nomenclaturas, y conviene manejar las tres porque el examen las mezcla.

Números de oxidación que tenés que saber:
- Oxígeno: −2 en óxidos, hidróxidos, ácidos y sales (−1 en los peróxidos, como H₂O₂).
- Hidrógeno: +1 con no metales; −1 en los hidruros metálicos.
- Metales alcalinos (Li, Na, K): +1. Alcalinotérreos (Mg, Ca, Ba): +2. Aluminio: +3. Zinc: +2. Plata: +1.
- Metales con dos números de oxidación: Fe +2 y +3; Cu +1 y +2; Pb y Sn +2 y +4.
- Grupo OH (hidróxido): carga −1.

Las tres nomenclaturas:
- Tradicional: con un solo número de oxidación, "óxido de sodio". Con dos, terminación -oso para el menor y -ico para el mayor: FeO óxido ferroso, Fe₂O₃ óxido férrico. En los no metales con cuatro números de oxidación se agregan prefijos: hipo-…-oso, -oso, -ico y per-…-ico. Los óxidos de no metales se llaman tradicionalmente anhídridos: SO₃ anhídrido sulfúrico.
- Stock (numerales): el número de oxidación en números romanos entre paréntesis, sólo si el elemento tiene más de uno: Fe₂O₃ óxido de hierro (III), CuO óxido de cobre (II).
- Sistemática o por atomicidad: prefijos que cuentan átomos: Fe₂O₃ trióxido de dihierro, N₂O₅ pentóxido de dinitrógeno, CO monóxido de carbono.

Cómo escribir la fórmula a partir del nombre:
- Identificá los dos iones o elementos y sus números de oxidación.
- Cruzá los valores como subíndices y simplificá si se puede. Hierro (III) y oxígeno (−2): Fe₂O₃. Calcio (+2) y oxígeno (−2): Ca₂O₂, que se simplifica a CaO.
- Si el grupo que se repite es poliatómico, va entre paréntesis: Fe(OH)₃.
- Controlá que la suma dé cero.

Óxidos:
- Óxido básico: metal + oxígeno. 4 Na + O₂ → 2 Na₂O. Con agua forman hidróxidos.
- Óxido ácido: no metal + oxígeno. S + O₂ → SO₂. Con agua forman oxoácidos.

Hidruros:
- Metálicos: metal + hidrógeno, con H −1: NaH hidruro de sodio, CaH₂ hidruro de calcio.
- Los hidruros de no metales tienen nombres propios o son hidrácidos: NH₃ amoníaco, CH₄ metano; HCl y H₂S se tratan como hidrácidos.

Hidróxidos:
Se forman con óxido básico y agua: CaO + H₂O → Ca(OH)₂. Se nombran "hidróxido de" más el metal, con las mismas reglas: Fe(OH)₂ hidróxido ferroso o hidróxido de hierro (II); Fe(OH)₃ hidróxido férrico o hidróxido de hierro (III). Lleva tantos OH como el número de oxidación del metal.

Errores comunes:
- Copiar el número romano como subíndice del metal (escribir Fe₃OH para el hidróxido de hierro (III)).
- Olvidar el paréntesis: FeOH₃ no es lo mismo que Fe(OH)₃.
- Usar -oso e -ico con un metal que tiene un solo número de oxidación.
- Poner el número romano cuando el metal tiene un solo número de oxidación (no se dice "óxido de sodio (I)").
- Confundir óxido con peróxido: CaO es óxido de calcio; CaO₂ es peróxido.`,
    examples: [
      'Nombrá el PbO₂: el oxígeno aporta 2 · (−2) = −4, así que el plomo tiene +4, su mayor número de oxidación. Tradicional: óxido plúmbico. Stock: óxido de plomo (IV). Sistemática: dióxido de plomo.',
      'Escribí la fórmula del óxido cuproso: cuproso es el menor número de oxidación del cobre, +1. Con O (−2) hacen falta dos cobres: Cu₂O. Su hidróxido es CuOH, hidróxido cuproso o hidróxido de cobre (I).',
      'Un metal M forma el óxido M₂O₃: 2x + 3 · (−2) = 0 da x = +3. Su hidróxido lleva tres OH: M(OH)₃.',
    ],
    figures: [
      handDrawn(
        {
          title: 'Familias de compuestos inorgánicos',
          alt: 'Esquema de las familias de compuestos: metal más oxígeno da óxido básico, que con agua da hidróxido; no metal más oxígeno da óxido ácido, que con agua da oxoácido; hidróxido más oxoácido dan oxosal y agua. Ejemplo: calcio, óxido de calcio, hidróxido de calcio; azufre, trióxido de azufre, ácido sulfúrico, sulfato de calcio.',
        },
        familiasSvg,
      ),
    ],
  },
  {
    id: 'acidos-bases-nomenclatura-acidos-sales',
    topic: 'acidos-bases',
    title: 'Nomenclatura II: ácidos oxácidos, hidrácidos y sales',
    subtopics: ['acidos-bases.nomenclatura-acidos-sales'],
    body: String.raw`Idea clave:
Los ácidos se reconocen porque en la fórmula el hidrógeno va primero (HCl, H₂SO₄). Las sales salen de reemplazar esos hidrógenos por un metal, y su nombre se arma cambiando la terminación del ácido, según la tabla de la figura.

Hidrácidos:
Son hidrógeno más un no metal de los grupos 16 o 17 (F, Cl, Br, I, S), sin oxígeno. En solución acuosa se nombran "ácido" más la raíz del no metal más -hídrico: HCl ácido clorhídrico, HBr ácido bromhídrico, H₂S ácido sulfhídrico. Como gases puros se nombran como compuestos binarios: cloruro de hidrógeno, sulfuro de hidrógeno.

Oxoácidos:
Se forman con un óxido ácido y agua: SO₃ + H₂O → H₂SO₄. Tienen hidrógeno, un no metal y oxígeno. El nombre depende del número de oxidación del no metal:
- Azufre (+4 y +6): H₂SO₃ ácido sulfuroso, H₂SO₄ ácido sulfúrico.
- Nitrógeno (+3 y +5): HNO₂ ácido nitroso, HNO₃ ácido nítrico.
- Carbono (+4): H₂CO₃ ácido carbónico.
- Fósforo (+5): H₃PO₄ ácido fosfórico (u ortofosfórico).
- Cloro, bromo, yodo (+1, +3, +5, +7): HClO hipocloroso, HClO₂ cloroso, HClO₃ clórico, HClO₄ perclórico.
Para saber el número de oxidación del no metal, despejalo: en HNO₃, $1 + x + 3 \cdot (-2) = 0$, así que $x = +5$ y es el ácido nítrico.

Cómo escribir un oxoácido a partir del nombre:
Sumá agua al óxido ácido y simplificá. Ácido nitroso: el N con +3 forma N₂O₃; $\mathrm{N_2O_3 + H_2O \rightarrow H_2N_2O_4}$, que simplificado es HNO₂. También podés poner un H, el no metal y los O necesarios para que la suma dé cero.

Sales:
Cuando un ácido reacciona con un hidróxido se forma una sal y agua (neutralización): $\mathrm{H_2SO_4 + 2\,NaOH \rightarrow Na_2SO_4 + 2\,H_2O}$.
- Oxosales (de oxoácidos): -oso pasa a -ito e -ico pasa a -ato, conservando los prefijos. Sulfúrico → sulfato: Na₂SO₄ sulfato de sodio. Nitroso → nitrito: KNO₂ nitrito de potasio. Hipocloroso → hipoclorito: NaClO, la lavandina.
- Sales de hidrácidos: -hídrico pasa a -uro: NaCl cloruro de sodio, FeS sulfuro ferroso o sulfuro de hierro (II).
- El metal se nombra igual que en los óxidos: FeCl₃ cloruro férrico o cloruro de hierro (III); CuSO₄ sulfato cúprico o sulfato de cobre (II).
- Sales ácidas: conservan algún H del ácido. NaHCO₃ es hidrogenocarbonato de sodio (bicarbonato de sodio en la tradicional).

Cómo escribir la fórmula de una sal:
- Escribí el anión del ácido con su carga: la carga es igual a la cantidad de H que perdió. H₂SO₄ da $\mathrm{SO_4^{2-}}$; HNO₃ da $\mathrm{NO_3^{-}}$; H₃PO₄ da $\mathrm{PO_4^{3-}}$.
- Combinalo con el catión del metal cruzando cargas y usando paréntesis si el anión se repite: sulfato de aluminio, $\mathrm{Al^{3+}}$ y $\mathrm{SO_4^{2-}}$, es Al₂(SO₄)₃.

Errores comunes:
- Confundir sulfato (SO₄²⁻), sulfito (SO₃²⁻) y sulfuro (S²⁻).
- Cambiar -ico por -ito: el ácido clórico da clorato, no clorito.
- Olvidar el paréntesis del anión: Al₂SO₄₃ no es una fórmula.
- Calcular la carga del anión con el número de oxidación del no metal en lugar de la cantidad de H perdidos.
- Llamar ácido a un hidruro como el NH₃, que es una base.`,
    examples: [
      'Nombrá el KClO₃: el anión ClO₃⁻ viene del HClO₃, donde el cloro tiene 1 + x − 6 = 0, x = +5: ácido clórico. En la sal -ico pasa a -ato: clorato de potasio.',
      'Escribí el nitrato de calcio: del ácido nítrico (HNO₃) sale el anión NO₃⁻; con Ca²⁺ hacen falta dos: Ca(NO₃)₂. Su masa molar es 40 + 2 · (14 + 3 · 16) = 164 g/mol.',
      'Completá la neutralización entre ácido fosfórico e hidróxido de calcio: el anión es PO₄³⁻ y el catión Ca²⁺, así que la sal es Ca₃(PO₄)₂, fosfato de calcio: 2 H₃PO₄ + 3 Ca(OH)₂ → Ca₃(PO₄)₂ + 6 H₂O.',
    ],
    figures: [
      handDrawn(
        {
          title: 'Terminaciones de los ácidos y de sus sales',
          alt: 'Tabla de terminaciones: el ácido hipo…oso da la sal hipo…ito (HClO, NaClO); …oso da …ito (HClO₂, NaClO₂); …ico da …ato (HClO₃, NaClO₃); per…ico da per…ato (HClO₄, NaClO₄); …hídrico da …uro (HCl, NaCl).',
        },
        sufijosSvg,
      ),
    ],
  },
];
