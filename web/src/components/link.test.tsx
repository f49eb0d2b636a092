import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Link, NavLink } from './link.tsx';

// What a click does needs a DOM: test/browser/link.test.ts clicks these links in Chromium.

const at = (path: string, element: ReactNode) =>
  renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);

describe('Link', () => {
  it('is an anchor whose href is the path it goes to, with the attributes it was given', () => {
    const html = at(
      '/',
      <Link to="/plans" className="button" aria-label="Ver los planes">
        Planes
      </Link>,
    );

    expect(html).toBe('<a class="button" aria-label="Ver los planes" href="/plans">Planes</a>');
  });

  it('resolves a relative address against the current page', () => {
    const html = at(
      '/content/educational/matematica?tab=teoria',
      <Link to="?tab=ejercicios">ver todos</Link>,
    );

    expect(html).toBe('<a href="/content/educational/matematica?tab=ejercicios">ver todos</a>');
  });
});

describe('NavLink', () => {
  it('marks the link to the open page as current, with the class active', () => {
    const html = at('/content/suscripcion', <NavLink to="/content/suscripcion">Mi suscripción</NavLink>);

    expect(html).toBe('<a class="active" aria-current="page" href="/content/suscripcion">Mi suscripción</a>');
  });

  it('is current on the pages below its own unless `end`, and never on a path that only starts alike', () => {
    const section = <NavLink to="/content/educational">Sistema</NavLink>;
    const exact = (
      <NavLink to="/content/educational" end>
        Sistema
      </NavLink>
    );

    expect(at('/content/educational/matematica', section)).toContain('aria-current="page"');
    expect(at('/content/educational/matematica', exact)).not.toContain('aria-current');
    expect(at('/content/educationalx', section)).not.toContain('aria-current');
  });

  it('keeps the class it was given and adds active only while current', () => {
    const tab = (
      <NavLink to="/content/dashboard" className="tab">
        Dashboard
      </NavLink>
    );

    expect(at('/content/dashboard', tab)).toContain('class="tab active"');
    expect(at('/content/simuladores', tab)).toBe('<a class="tab" href="/content/dashboard">Dashboard</a>');
  });

  it('lets a className function decide the whole class from whether the link is current', () => {
    const tab = (
      <NavLink to="/content/dashboard" className={({ isActive }) => (isActive ? 'on' : undefined)}>
        D
      </NavLink>
    );

    expect(at('/content/dashboard', tab)).toBe(
      '<a class="on" aria-current="page" href="/content/dashboard">D</a>',
    );
    expect(at('/content/estadisticas', tab)).toBe('<a href="/content/dashboard">D</a>');
  });
});
