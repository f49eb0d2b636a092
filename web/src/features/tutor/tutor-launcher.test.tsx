import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TutorLauncher } from './tutor-launcher.tsx';

describe('TutorLauncher', () => {
  it('prerenders as the closed button alone, without touching the browser', () => {
    const html = renderToStaticMarkup(<TutorLauncher />);

    expect(html).toMatch(/^<button type="button" class="tutor-launcher" aria-label="Abrir tutor IA"/);
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('<dialog');
  });
});
