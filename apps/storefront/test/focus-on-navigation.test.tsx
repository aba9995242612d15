// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (event: { fromLocation?: { pathname: string }; pathChanged: boolean }) => void;
let rendered: Listener | undefined;
const router = {
  subscribe: vi.fn((type: string, listener: Listener) => {
    if (type === 'onRendered') rendered = listener;
    return () => {
      rendered = undefined;
    };
  }),
};
vi.mock('@tanstack/react-router', () => ({ useRouter: () => router }));

const { useFocusOnNavigation } = await import('../src/app/shell/focus-on-navigation');

function Shell({ heading = true }: { heading?: boolean }) {
  useFocusOnNavigation();
  return (
    <>
      <header>
        <a href="/checkout/shipment/">Next</a>
        <h1 style={{ display: 'none' }}>Not this one</h1>
      </header>
      <main id="main" tabIndex={-1}>
        {heading && <h1>Shipment</h1>}
        <button type="button">Continue</button>
      </main>
    </>
  );
}

beforeEach(() => {
  rendered = undefined;
});
afterEach(cleanup);

describe('focus after a client-side navigation', () => {
  it("moves to the new page's main heading, which stays out of the Tab order", () => {
    const { getByRole } = render(<Shell />);
    getByRole('link', { name: 'Next' }).focus();
    rendered?.({ fromLocation: { pathname: '/checkout/' }, pathChanged: true });
    const heading = getByRole('heading', { name: 'Shipment' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('moves to the main region when the page has no heading', () => {
    const { container } = render(<Shell heading={false} />);
    rendered?.({ fromLocation: { pathname: '/a' }, pathChanged: true });
    expect(document.activeElement).toBe(container.ownerDocument.getElementById('main'));
  });

  it('stays where it is on the first page and when only the query changes (filters, "show more")', () => {
    const { getByRole } = render(<Shell />);
    const link = getByRole('link', { name: 'Next' });
    link.focus();
    rendered?.({ pathChanged: true });
    expect(document.activeElement).toBe(link);
    rendered?.({ fromLocation: { pathname: '/women/shoes' }, pathChanged: false });
    expect(document.activeElement).toBe(link);
  });

  it('stops listening when the shell goes', () => {
    const { unmount } = render(<Shell />);
    expect(rendered).toBeDefined();
    unmount();
    expect(rendered).toBeUndefined();
  });
});
