import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormattedContent } from './formatted-content.tsx';

describe('FormattedContent', () => {
  it('renders headings, lead-ins, bullets and paragraphs', () => {
    const html = renderToStaticMarkup(
      <FormattedContent content={'Errores comunes:\n- Olvidar el signo.\n\nIdea clave: practicá.'} />,
    );

    expect(html).toBe(
      '<div class="edu-content"><h2 class="edu-content__heading">Errores comunes</h2>' +
        '<ul class="edu-content__list"><li>Olvidar el signo.</li></ul>' +
        '<p class="edu-content__paragraph"><strong class="edu-content__lead">Idea clave:</strong> practicá.</p></div>',
    );
  });
});
