import { describe, expect, it } from 'vitest';
import { solveMaterialSystem } from './material-systems.ts';

const options = (statement: string, ...choices: string[]) =>
  [
    statement,
    ...choices.map((c, i) => `${'ABCDE'[i]}) ${c}`),
    'E) Ninguna respuesta anterior es correcta',
  ].join('\n');

describe('phases and components of a material system', () => {
  it('counts ice as one phase of the water component and a dissolved salt as no phase', () => {
    const reply = solveMaterialSystem(
      options(
        'Un vaso contiene agua líquida con sal de mesa totalmente disuelta, tres cubitos de hielo flotando y un poco de arena depositada en el fondo. Indique la opción correcta: el sistema tiene',
        '4 fases y 3 componentes',
        '3 fases y 3 componentes',
        '3 fases y 4 componentes',
        '5 fases y 3 componentes',
      ),
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.option).toBe('B');
  });

  it('reads a closed flask once the air is left out', () => {
    const statement =
      'Dentro de un frasco cerrado hay agua en la que se disolvió un poco de sal de mesa, dos cubitos de hielo flotando y limaduras de hierro depositadas en el fondo.';
    const choices = [
      'tiene 3 fases y 3 componentes',
      'tiene 4 fases y 3 componentes',
      'tiene 3 fases y 2 componentes',
      'tiene 2 fases y 3 componentes',
    ];
    expect(
      solveMaterialSystem(
        options(
          `${statement} Sin tener en cuenta el aire ni el vapor, indique la opción correcta:`,
          ...choices,
        ),
      )?.option,
    ).toBe('A');
    // The air of a closed flask may be one more phase: not ours to decide.
    expect(
      solveMaterialSystem(options(`${statement} Indique la opción correcta:`, ...choices)),
    ).toBeUndefined();
  });

  it('answers the question alone, with oil as a phase of its own', () => {
    const reply = solveMaterialSystem(
      'Un sistema está formado por agua, aceite y tres cubitos de hielo. ¿Cuántas fases y cuántos componentes tiene?',
    );
    expect(reply?.text).toContain('**El sistema tiene 3 fases y 2 componentes**');
  });

  it('declines a material it does not know, or a salt not said to dissolve', () => {
    expect(
      solveMaterialSystem('Un vaso tiene agua, arena y granito. ¿Cuántas fases y cuántos componentes tiene?'),
    ).toBeUndefined();
    expect(
      solveMaterialSystem('Un vaso tiene agua, sal y arena. ¿Cuántas fases y cuántos componentes tiene?'),
    ).toBeUndefined();
    expect(
      solveMaterialSystem(
        'Un vaso tiene agua con sal disuelta y un exceso de sal depositada en el fondo. ¿Cuántas fases y cuántos componentes tiene?',
      ),
    ).toBeUndefined();
  });
});

describe('intensive and extensive properties', () => {
  it('names the group of only intensive properties', () => {
    const reply = solveMaterialSystem(
      options(
        '¿En cuál de los siguientes grupos son intensivas TODAS las propiedades mencionadas?',
        'masa, volumen y densidad',
        'densidad, temperatura de ebullición y color',
        'peso, temperatura y volumen',
        'longitud, calor específico y masa',
      ),
    );
    expect(reply?.option).toBe('B');
  });

  it('names the one intensive (or extensive) property', () => {
    expect(
      solveMaterialSystem(
        options(
          '¿Cuál de las siguientes es una propiedad intensiva de la materia?',
          'la masa',
          'el volumen',
          'el peso',
          'la densidad',
        ),
      )?.option,
    ).toBe('D');
    expect(
      solveMaterialSystem(
        options(
          '¿Cuál de las siguientes es una propiedad extensiva?',
          'la densidad',
          'el color',
          'la masa',
          'el punto de fusión',
        ),
      )?.option,
    ).toBe('C');
  });

  it('declines an unknown property or two right options', () => {
    expect(
      solveMaterialSystem(
        options(
          '¿Cuál de las siguientes es una propiedad intensiva?',
          'la masa',
          'la inercia',
          'el peso',
          'la densidad',
        ),
      ),
    ).toBeUndefined();
    expect(
      solveMaterialSystem(
        options(
          '¿Cuál de las siguientes es una propiedad intensiva?',
          'la masa',
          'el color',
          'el peso',
          'la densidad',
        ),
      ),
    ).toBeUndefined();
  });
});

describe('separation methods among options', () => {
  const choices = [
    'tamizar la mezcla',
    'decantar la mezcla seca',
    'agregar agua, filtrar y evaporar el líquido filtrado',
    'hacer una destilación fraccionada de la mezcla seca',
  ];
  it('dissolves, filters and evaporates a salt from sand', () => {
    const reply = solveMaterialSystem(
      options(
        'Se desea recuperar por separado la arena y la sal de una mezcla de ambas. El procedimiento adecuado es:',
        ...choices,
      ),
    );
    expect(reply?.option).toBe('C');
  });

  it('decants oil from water and distils alcohol from water', () => {
    const methods = ['filtración', 'decantación', 'destilación', 'tamización'];
    expect(
      solveMaterialSystem(options('¿Qué método permite separar el aceite del agua?', ...methods))?.option,
    ).toBe('B');
    expect(
      solveMaterialSystem(options('¿Qué método permite separar el alcohol del agua?', ...methods))?.option,
    ).toBe('C');
  });

  it('declines an option with a step it does not know, rather than naming «ninguna»', () => {
    expect(
      solveMaterialSystem(
        options(
          'Se desea recuperar por separado la arena y la sal de una mezcla de ambas. El procedimiento adecuado es:',
          'tamizar la mezcla',
          'decantar la mezcla seca',
          'lavar con salmuera y secar al sol',
          'hacer una destilación fraccionada de la mezcla seca',
        ),
      ),
    ).toBeUndefined();
  });
});

describe('material systems of session 31', () => {
  it('counts air said to be of two gases as one phase of two components', () => {
    const reply = solveMaterialSystem(
      options(
        'Una botella tapada contiene agua líquida, arena y aire, que se considera formado solo por oxígeno y nitrógeno. ¿Cuántas fases y cuántos componentes tiene el sistema?',
        '3 fases y 4 componentes',
        '3 fases y 3 componentes',
        '2 fases y 4 componentes',
        '4 fases y 4 componentes',
      ),
    );
    expect(reply?.option).toBe('A');
    // Air of one named gas twice is not read.
    expect(
      solveMaterialSystem(
        'Una botella tapada contiene agua líquida y aire formado por oxígeno y oxígeno. ¿Cuántas fases y cuántos componentes tiene el sistema?',
      ),
    ).toBeUndefined();
  });

  it('separates iron, salt and sand in order: magnet, water and filter, evaporation', () => {
    const stem =
      'Una mezcla contiene arena, azúcar y limaduras de hierro. ¿Qué secuencia de métodos permite recuperar los tres componentes?';
    expect(
      solveMaterialSystem(
        options(
          stem,
          'decantación; tamización; destilación',
          'imantación; disolución en agua y filtración; evaporación del filtrado',
          'disolución en agua; destilación; imantación del líquido destilado',
          'filtración; imantación; sublimación',
        ),
      )?.option,
    ).toBe('B');
    // The same steps in another order: not weighed.
    expect(
      solveMaterialSystem(
        options(
          stem,
          'decantación; tamización; destilación',
          'disolución en agua y filtración; evaporación del filtrado; imantación',
          'disolución en agua; destilación; imantación del líquido destilado',
          'filtración; imantación; sublimación',
        ),
      ),
    ).toBeUndefined();
  });

  it('counts steam as the gas phase when the statement says there is no air', () => {
    const reply = solveMaterialSystem(
      options(
        'Un frasco tapado contiene agua líquida, arena y vapor de agua (no hay aire). El sistema presenta:',
        '3 fases y 2 componentes',
        '2 fases y 2 componentes',
        '3 fases y 3 componentes',
        '4 fases y 2 componentes',
      ),
    );
    expect(reply?.option).toBe('A');
    // Steam with air not said absent: not read.
    expect(
      solveMaterialSystem(
        'Un frasco tapado contiene agua líquida, arena y vapor de agua. ¿Cuántas fases y cuántos componentes tiene el sistema?',
      ),
    ).toBeUndefined();
  });

  it('reads «luego» and «por último» between the steps', () => {
    expect(
      solveMaterialSystem(
        options(
          'Una mezcla contiene sal, arena y limaduras de hierro. ¿Qué secuencia de métodos permite separar los tres componentes?',
          'tamización, decantación y destilación',
          'imantación; luego disolución en agua y filtración; por último, evaporación del filtrado',
          'filtración, imantación y sublimación',
          'disolución en agua, centrifugación y tamización',
        ),
      )?.option,
    ).toBe('B');
  });
});

describe('intensive and extensive properties: a heat exchanged described in words', () => {
  it('reads «el calor que cede al enfriarse de 80 °C a 20 °C» as extensive', () => {
    const reply = solveMaterialSystem(
      options(
        'Para una barra de aluminio, la única propiedad extensiva entre las siguientes es:',
        'la temperatura',
        'el calor que cede al enfriarse de 80 °C a 20 °C',
        'la densidad',
        'el punto de fusión',
      ),
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.option).toBe('B');
  });
});

describe('a change of state named among options', () => {
  const names = ['fusión', 'sublimación', 'condensación', 'solidificación'];

  it('names the change the statement describes', () => {
    const frost = solveMaterialSystem(
      options(
        'En una mañana de helada, el vapor de agua del aire pasa directamente al estado sólido sobre los vidrios del auto. ¿Qué nombre recibe ese cambio de estado?',
        'fusión',
        'sublimación inversa',
        'condensación',
        'vaporización',
      ),
    );
    expect(frost?.option).toBe('B');
    const ice = solveMaterialSystem(
      options(
        'Un cubito de hielo que se deja en la mesada pasa de sólido a líquido. Ese cambio de estado se denomina:',
        ...names,
      ),
    );
    expect(ice?.certain).toBe(true);
    expect(ice?.option).toBe('A');
  });

  it('declines an option that is no change of state, or a statement with two passages', () => {
    expect(
      solveMaterialSystem(
        options(
          'El sólido pasa directamente a vapor. ¿Cómo se llama ese cambio de estado?',
          'fusión',
          'destilación',
          'sublimación',
          'condensación',
        ),
      ),
    ).toBeUndefined();
    expect(
      solveMaterialSystem(
        options(
          'El agua pasa de líquido a gas y después el gas pasa a líquido. ¿Cómo se llama ese cambio de estado?',
          ...names,
        ),
      ),
    ).toBeUndefined();
  });
});
