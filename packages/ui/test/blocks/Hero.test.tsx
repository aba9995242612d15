import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ButtonBlock } from '../../src/blocks/ButtonBlock';
import { HERO_POSITIONS, Hero, heroScrim } from '../../src/blocks/Hero';
import { BlocksProvider } from '../../src/blocks/shared';
import type { ButtonStyle, HeroPosition } from '../../src/blocks/types';

/** left-top → LEFT_TOP: the schema's value of a position class. */
const heroPosition = (position: string) => position.toUpperCase().replace('-', '_') as HeroPosition;

import { link as contentLink, hero, inLanguage, pick, RouterLink, segmentLinks } from './fixtures';

afterEach(cleanup);

const Wrapper = inLanguage('en');

describe('Hero', () => {
  it.each(HERO_POSITIONS)('places the text at %s', (position) => {
    const { container } = render(<Hero {...hero} position={heroPosition(position)} />, {
      wrapper: inLanguage('en'),
    });
    const section = container.querySelector('section');
    expect(section?.getAttribute('data-position')).toBe(position);
    expect(section?.className).toContain(`position-${position}`);
  });

  it('falls back to the centre for an unknown position', () => {
    const { container } = render(<Hero {...hero} position={'MIDDLE' as HeroPosition} />, {
      wrapper: inLanguage('en'),
    });
    expect(container.querySelector('section')?.getAttribute('data-position')).toBe('centre');
  });

  it('shows the 1800 px image with the 768 px mobile source below 64em, loaded with priority', () => {
    const { container } = render(<Hero {...hero} />, { wrapper: inLanguage('en') });
    const source = container.querySelector('picture source');
    expect(source?.getAttribute('media')).toBe('(max-width: 63.99em)');
    expect(source?.getAttribute('srcset')).toBe('/images/content/hero/768x1024');
    const image = container.querySelector('img');
    expect(image?.getAttribute('width')).toBe('1800');
    expect(image?.getAttribute('alt')).toBe('hero picture');
    expect(image?.getAttribute('fetchpriority')).toBe('high');
    expect(image?.getAttribute('loading')).toBe('eager');
  });

  it('preloads its priority image from the head with high priority: the mobile source below 64em, the image above', () => {
    const html = renderToString(
      <Wrapper>
        <Hero {...hero} />
      </Wrapper>,
    );
    const preloads = [...html.matchAll(/<link rel="preload"[^>]*>/g)].map((match) => match[0]);
    expect(preloads).toHaveLength(2);
    expect(preloads[0]).toContain('href="/images/content/hero/768x1024"');
    expect(preloads[0]).toContain('media="(max-width: 63.99em)"');
    expect(preloads[1]).toContain('media="(min-width: 64em)"');
    for (const preload of preloads) expect(preload).toMatch(/fetchPriority="high"/i);
  });

  it('names the region by its title, sets its colour, and links its button through the router', () => {
    const { container } = render(
      <BlocksProvider Link={RouterLink}>
        <Hero {...hero} />
      </BlocksProvider>,
      { wrapper: inLanguage('en') },
    );
    expect(screen.getByRole('region', { name: 'New season sneakers' })).toBeTruthy();
    expect(container.querySelector<HTMLElement>('[style]')?.style.getPropertyValue('--hero-color')).toBe('#ffffff');
    const button = screen.getByRole('link', { name: 'Shop now' });
    expect(button.getAttribute('href')).toBe('/sneakers');
    expect(button.getAttribute('data-router')).toBe('yes');
  });

  it.each([
    ['en', 'Shop for', 'For her', 'For him'],
    ['nl', 'Shop voor', 'Voor haar', 'Voor hem'],
    ['de', 'Einkaufen für', 'Für sie', 'Für ihn'],
    ['fr', 'Acheter pour', 'Pour elle', 'Pour lui'],
  ] as const)('offers the for-her / for-him switch (%s)', (locale, nav, her, him) => {
    render(
      <BlocksProvider segmentLinks={segmentLinks}>
        <Hero {...hero} />
      </BlocksProvider>,
      { wrapper: inLanguage(locale) },
    );
    const navigation = screen.getByRole('navigation', { name: nav });
    expect(navigation).toBeTruthy();
    expect(screen.getByRole('link', { name: her }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: him }).getAttribute('href')).toBe('/heren');
  });

  it('picks a scrim that keeps the text colour readable', () => {
    expect(heroScrim('#ffffff')).toBe('dark');
    expect(heroScrim('#fff')).toBe('dark');
    expect(heroScrim('#1c1b19')).toBe('light');
    expect(heroScrim(undefined)).toBe('light');
  });
});

describe('ButtonBlock', () => {
  it.each([
    ['LINK', 'buttonLink'],
    ['CALL_TO_ACTION', 'buttonCta'],
    ['SHOP_FLOW', 'buttonShopFlow'],
    ['DEFAULT', 'buttonDefault'],
    [null, 'buttonDefault'],
  ] as const)('renders the %s style', (style, className) => {
    render(
      <ButtonBlock
        {...pick('ButtonBlock')}
        buttonText="Go"
        buttonLink={contentLink('/go')}
        buttonStyle={style as ButtonStyle}
      />,
      { wrapper: inLanguage('en') },
    );
    const link = screen.getByRole('link', { name: 'Go' });
    expect(link.className).toContain(className);
    expect(link.closest('[data-style]')?.getAttribute('data-style')).toBe(style ?? 'DEFAULT');
  });

  it.each([
    ['en', '(opens in a new tab)'],
    ['nl', '(opent in een nieuw tabblad)'],
    ['de', '(öffnet in einem neuen Tab)'],
    ['fr', '(s’ouvre dans un nouvel onglet)'],
  ] as const)('opens an external link in a new tab and says so (%s)', (locale, note) => {
    render(
      <ButtonBlock
        {...pick('ButtonBlock')}
        buttonText="Jobs"
        buttonLink={contentLink('https://jobs.example.com', true)}
        buttonStyle="LINK"
      />,
      { wrapper: inLanguage(locale) },
    );
    const link = screen.getByRole('link', { name: `Jobs ${note}` });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
