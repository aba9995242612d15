import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CustomerServiceContact, isChatLink } from '../../src/blocks/CustomerServiceContact';
import { Flockler, flocklerScriptUrl } from '../../src/blocks/Flockler';
import { Squeezely } from '../../src/blocks/Squeezely';
import { BlocksProvider } from '../../src/blocks/shared';
import type { FlocklerProps, SqueezelyProps } from '../../src/blocks/types';
import { customerService, inLanguage, RouterLink } from './fixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
// happy-dom loads no scripts: it fires `error` on each one (and prints a NotSupportedError), which these tests use.

const flockler: FlocklerProps = {
  __typename: 'FlocklerBlock',
  id: 'flockler-1',
  sliceType: 'flockler',
  variation: 'default',
  flocklerId: '1234',
  uuid: 'abcd-ef',
};
const squeezely: SqueezelyProps = {
  __typename: 'SqueezelyBlock',
  id: 'squeezely-1',
  sliceType: 'squeezely',
  variation: 'default',
  title: '',
  squeezelyId: 'sqz-home',
};
const flocklerScript = () => document.querySelector(`script[src="${flocklerScriptUrl('1234', 'abcd-ef')}"]`);

describe('Squeezely', () => {
  it('stays hidden while empty and shows once the script fills it', async () => {
    const { container } = render(<Squeezely {...squeezely} />, {
      wrapper: inLanguage('en'),
    });
    const section = container.querySelector('section') as HTMLElement;
    expect(section.hidden).toBe(true);
    const feed = document.getElementById('sqz-home') as HTMLElement;
    feed.append(Object.assign(document.createElement('div'), { textContent: 'Recommended for you' }));
    await waitFor(() => expect(section.hidden).toBe(false));
  });
});

describe('Flockler', () => {
  it('adds its script only once third-party scripts may start', () => {
    const { rerender } = render(
      <BlocksProvider thirdPartyReady={false}>
        <Flockler {...flockler} />
      </BlocksProvider>,
      { wrapper: inLanguage('nl') },
    );
    expect(screen.getByRole('region', { name: 'Social media-feed' })).toBeTruthy();
    expect(document.getElementById('flockler-embed-abcd-ef')).toBeTruthy();
    expect(flocklerScript()).toBeNull();
    rerender(
      <BlocksProvider thirdPartyReady>
        <Flockler {...flockler} />
      </BlocksProvider>,
    );
    expect(flocklerScript()).toBeTruthy();
  });

  it('reports a load failure to onEmbedError', () => {
    const onEmbedError = vi.fn();
    render(
      <BlocksProvider thirdPartyReady onEmbedError={onEmbedError}>
        <Flockler {...flockler} />
      </BlocksProvider>,
      { wrapper: inLanguage('en') },
    );
    flocklerScript()?.dispatchEvent(new Event('error'));
    expect(onEmbedError).toHaveBeenCalledWith(expect.any(Error));
  });

  it('removes its script when it goes away', () => {
    const { unmount } = render(
      <BlocksProvider thirdPartyReady>
        <Flockler {...flockler} />
      </BlocksProvider>,
      { wrapper: inLanguage('en') },
    );
    unmount();
    expect(flocklerScript()).toBeNull();
  });
});

describe('CustomerServiceContact', () => {
  it('opens the chat for a #chat link instead of navigating', () => {
    const onOpenChat = vi.fn();
    render(
      <BlocksProvider onOpenChat={onOpenChat} Link={RouterLink}>
        <CustomerServiceContact {...customerService} />
      </BlocksProvider>,
      { wrapper: inLanguage('de') },
    );
    expect(screen.queryByRole('link', { name: 'Start a chat' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start a chat' }));
    expect(onOpenChat).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Send an e-mail' }).getAttribute('href')).toBe(
      'mailto:service@example.com',
    );
    expect(screen.getByRole('link', { name: 'Send an e-mail' }).getAttribute('data-router')).toBeNull();
    expect(screen.getByRole('link', { name: 'Call us' }).getAttribute('data-router')).toBe('yes');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Chat', 'E-mail', 'Phone']);
  });

  it('keeps a #chat link a link when the app has no chat', () => {
    render(<CustomerServiceContact {...customerService} />, { wrapper: inLanguage('fr') });
    expect(screen.getByRole('link', { name: 'Start a chat' }).getAttribute('href')).toBe('/klantenservice#chat');
  });

  it('recognises chat links', () => {
    expect(isChatLink('/help#chat')).toBe(true);
    expect(isChatLink('https://example.com/#chat')).toBe(true);
    expect(isChatLink('/help#chatbot')).toBe(false);
    expect(isChatLink(undefined)).toBe(false);
  });
});
