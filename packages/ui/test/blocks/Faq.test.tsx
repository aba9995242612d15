import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Faq, faqMatches, htmlToText } from '../../src/blocks/Faq';
import { faq, inLanguage } from './fixtures';

afterEach(cleanup);

const expanded = () => screen.queryAllByRole('button', { expanded: true }).map((button) => button.textContent);

describe('Faq', () => {
  it('shows the first category, with one answer open at a time', () => {
    render(<Faq {...faq} />, { wrapper: inLanguage('en') });
    expect(screen.getByRole('button', { name: 'Delivery', pressed: true })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'How do I return shoes?' })).toBeNull();
    const first = screen.getByRole('button', { name: 'When will my order arrive?' });
    const second = screen.getByRole('button', { name: 'Can I pick up in a store?' });
    expect(expanded()).toEqual([]);
    fireEvent.click(first);
    expect(expanded()).toEqual(['When will my order arrive?']);
    const panel = document.getElementById(first.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(false);
    expect(panel?.textContent).toContain('Within 1 to 3 working days.');
    fireEvent.click(second);
    expect(expanded()).toEqual(['Can I pick up in a store?']);
    expect(panel?.hidden).toBe(true);
    // Clicking the open one closes it.
    fireEvent.click(second);
    expect(expanded()).toEqual([]);
  });

  it('switches category', () => {
    render(<Faq {...faq} />, { wrapper: inLanguage('en') });
    fireEvent.click(screen.getByRole('button', { name: 'Returns' }));
    expect(screen.getByRole('button', { name: 'Returns', pressed: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'How do I return shoes?' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'When will my order arrive?' })).toBeNull();
  });

  it('filters questions and answers of all categories with a case-sensitive search (nl)', () => {
    render(<Faq {...faq} />, { wrapper: inLanguage('nl') });
    const search = screen.getByRole('searchbox', { name: 'Zoek in de veelgestelde vragen' });
    // "Store" is in an answer with a capital S only.
    fireEvent.change(search, { target: { value: 'Store' } });
    expect(screen.getAllByRole('button', { expanded: false }).map((b) => b.textContent)).toEqual([
      'Can I pick up in a store?',
    ]);
    fireEvent.change(search, { target: { value: 'store' } });
    expect(screen.getAllByRole('button', { expanded: false }).map((b) => b.textContent)).toEqual([
      'Can I pick up in a store?',
    ]);
    fireEvent.change(search, { target: { value: 'days' } });
    expect(screen.getAllByRole('button', { expanded: false }).map((b) => b.textContent)).toEqual([
      'When will my order arrive?',
      'How do I return shoes?',
    ]);
    expect(screen.getByRole('status').textContent).toBe('2 vragen gevonden');
    fireEvent.change(search, { target: { value: 'DAYS' } });
    expect(screen.getByText('Geen vragen gevonden voor je zoekopdracht.')).toBeTruthy();
  });

  it('matches case-sensitively on the question or the answer text', () => {
    const item = faq.items[1]!;
    expect(faqMatches(item, 'Store')).toBe(true);
    expect(faqMatches(item, 'STORE')).toBe(false);
    expect(faqMatches(item, 'Can I')).toBe(true);
    expect(faqMatches(item, 'can I')).toBe(false);
    expect(faqMatches(item, '<p>')).toBe(false);
    expect(faqMatches(item, '')).toBe(true);
    expect(htmlToText('<p>Tom &amp; Jerry&nbsp;<b>bold</b></p>')).toBe('Tom & Jerry bold');
  });

  it.each([
    ['de', 'Häufig gestellte Fragen durchsuchen'],
    ['fr', 'Rechercher dans les questions fréquentes'],
  ] as const)('labels the search field (%s)', (locale, label) => {
    render(<Faq {...faq} />, { wrapper: inLanguage(locale) });
    expect(screen.getByRole('searchbox', { name: label })).toBeTruthy();
  });
});
